/**
 * What the history costs a write, measured in process on an in-memory PGlite (no HTTP, no other
 * load): a whole contract edit as the API runs it (one prepared statement that also records its
 * history entry), and that entry alone (the same insert, with its changes worked out from the row,
 * as its own prepared statement). The edit without its history costs about the difference.
 */
import { sql } from 'drizzle-orm'
import { CONTRACT_STATUSES } from '../src/interface'
import { resolveCompanyByName } from '../server/db/companies'
import { createContract, editContract } from '../server/db/contracts'
import { changesOf, recordHistory } from '../server/db/history'
import { openDatabase } from '../server/db/open'
import { preparedRows } from '../server/db/prepared'
import { insertUser } from '../server/db/users'
import { pick } from './mixed-random'
import { readingNow, readingOn } from '../server/db/contract-reads'

const p50 = (samples: number[]) => [...samples].sort((a, b) => a - b)[samples.length >> 1]!

async function timed(times: number, work: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 50; i++) await work(i) // warm-up: JIT, prepared plans
  const samples: number[] = []
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    await work(i)
    samples.push(performance.now() - started)
  }
  return p50(samples)
}

export async function benchHistoryCost(times = 500) {
  const { db, close } = await openDatabase({})
  try {
    const client = await resolveCompanyByName(db, 'Acme Oy')
    const vendor = await resolveCompanyByName(db, 'Globex Ltd')
    const writer = {
      id: await insertUser(db, null, {
        companyId: client,
        name: 'Bench Admin',
        email: 'bench@hq.example',
        passwordHash: 'x',
        type: 'admin',
      }),
    }
    const ids: number[] = []
    for (let n = 0; n < 50; n++)
      ids.push(
        await createContract(
          db,
          {
            the_contract_id: `H-${n}`,
            client_company_id: client,
            vendor_company_id: vendor,
            contract_start: '2026-01-01',
            consult_skills: [],
          },
          writer,
        ),
      )
    const reading = await readingOn(db, readingNow(10))
    const edit = await timed(times, (i) =>
      editContract(
        db,
        { id: ids[i % ids.length]! },
        { status: pick(CONTRACT_STATUSES), notes: `Edit ${i}` },
        { writer, reading },
      ),
    )
    const entry = await timed(times, (i) =>
      preparedRows(
        db,
        recordHistory(
          'contract',
          'updated',
          writer,
          sql`select b.id, null::int, ${changesOf(
            sql`to_jsonb(b)`,
            sql`to_jsonb(b) || jsonb_build_object('status', ${pick(CONTRACT_STATUSES)}::text,
              'notes', ${`Entry ${i}`}::text)`,
          )} from contracts b where b.id = ${ids[i % ids.length]!}::int`,
        ),
      ),
    )
    console.log('\n## What the history costs a contract edit — PGlite in process, no HTTP')
    console.table([
      {
        'contract edit with its history entry, p50': `${edit.toFixed(3)} ms`,
        'the history entry alone, p50 (target ≤ 1 ms)': `${entry.toFixed(3)} ms`,
        'so the edit without it': `≈ ${(edit - entry).toFixed(3)} ms`,
      },
    ])
  } finally {
    await close()
  }
}
