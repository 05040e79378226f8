/**
 * `npm run bench -- import`: a spreadsheet of 20,000 new contracts imported in one request, its dry
 * run first (as the dashboard does), while the steady load runs; then the export of those contracts
 * imported back (all unchanged). Printed: each request's time (target ≤ 30 s) and the steady load's
 * p50/p99 while the import runs, beside the same load without it in the same run.
 */
import { IMPORT_MOST_ROWS } from '../src/interface'
import { latency, latencyRow } from './figures'
import { prepare } from './mixed'
import { heading, PROCESSES, printFloor, SECONDS, withServers } from './parts'
import { runSteady, STEADY } from './steady'
import type { Setup } from './mixed-driver'

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? IMPORT_MOST_ROWS)
/** The steady load runs in windows this long, for as long as the import does. */
const WINDOW_SECONDS = 5

/** A spreadsheet of new contracts: existing client companies and a few new ones, 2,000 consultants. */
function spreadsheet(run: string, companies: string[]) {
  const lines = [
    'the_contract_id,client_company,vendor_company,consultant,consultant_title,consult_skills,' +
      'contract_start,contract_end,status,client_price,vendor_price,allocation,notes',
  ]
  for (let i = 0; i < ROWS; i++) {
    const client =
      i % 10 === 0 ? `Imported client ${run} ${i % 40}` : companies[i % companies.length]
    const vendor = companies[(i * 7) % companies.length]
    lines.push(
      [
        `IMP-${run}-${i}`,
        `"${client}"`,
        `"${vendor}"`,
        `Imported consultant ${run} ${i % 2000}`,
        'Developer',
        '"React, SQL"',
        '2026-01-01',
        '2026-12-31',
        i % 3 === 0 ? 'not started' : 'ongoing',
        `${90 + (i % 20)}.50`,
        '70',
        '80',
        `"From the spreadsheet, row ${i + 1}"`,
      ].join(','),
    )
  }
  return lines.join('\r\n')
}

async function post(setup: Setup, path: string, csv: string) {
  const started = performance.now()
  const response = await fetch(`${setup.url}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${setup.adminToken}`, 'Content-Type': 'text/csv' },
    body: csv,
  })
  const answer = (await response.json()) as Record<string, unknown>
  const seconds = (performance.now() - started) / 1000
  return { status: response.status, seconds: Math.round(seconds * 10) / 10, answer }
}

/** The steady load in windows until `work` is done; every request's latency, and how long it ran. */
async function steadyBeside<T>(setup: Setup, pids: number[], work: () => Promise<T>) {
  let done = false
  const ran = work().finally(() => {
    done = true
  })
  const latencies: number[] = []
  const started = performance.now()
  while (!done) {
    const report = await runSteady(setup, { ...STEADY, seconds: WINDOW_SECONDS }, pids)
    for (const operation of report.stats.operations.values()) latencies.push(...operation.latencies)
  }
  const seconds = (performance.now() - started) / 1000
  return { result: await ran, load: latency(latencies, seconds) }
}

export async function benchImport(port: number) {
  for (const processes of PROCESSES)
    await withServers({ port, processes }, async (db, urls, pids) => {
      heading(
        db,
        `Import of ${ROWS.toLocaleString('en')} contracts from CSV, beside the steady load`,
        processes,
      )
      const setup = await prepare(urls)
      await printFloor(urls[0]!)
      const list = await fetch(`${setup.url}/api/v1/companies?limit=200`, {
        headers: { Authorization: `Bearer ${setup.adminToken}` },
      })
      const names = ((await list.json()) as { companies: { name: string }[] }).companies.map(
        (c) => c.name,
      )
      const csv = spreadsheet(setup.runId, names)
      console.log(`The file: ${(csv.length / 1024 / 1024).toFixed(1)} MB, ${ROWS} rows.`)

      const alone = await steadyBeside(
        setup,
        pids,
        () => new Promise((resolve) => setTimeout(resolve, SECONDS * 1000)),
      )
      const imported = await steadyBeside(setup, pids, async () => ({
        dry: await post(setup, '/api/v1/contracts/import?dry_run=1', csv),
        real: await post(setup, '/api/v1/contracts/import', csv),
      }))
      const exported = await fetch(
        `${setup.url}/api/v1/contracts/export.csv?search=${encodeURIComponent(`IMP-${setup.runId}-`)}`,
        { headers: { Authorization: `Bearer ${setup.adminToken}` } },
      )
      const back = await post(setup, '/api/v1/contracts/import?dry_run=1', await exported.text())

      const counts = (a: Record<string, unknown>) =>
        `${a.creates} creates, ${a.updates} updates, ${a.unchanged} unchanged, ` +
        `${(a.errors as unknown[] | undefined)?.length ?? '?'} errors`
      console.table([
        {
          request: 'dry run',
          status: imported.result.dry.status,
          seconds: imported.result.dry.seconds,
          answer: counts(imported.result.dry.answer),
        },
        {
          request: 'import',
          status: imported.result.real.status,
          seconds: imported.result.real.seconds,
          answer: counts(imported.result.real.answer),
        },
        {
          request: 'its export back (dry run)',
          status: back.status,
          seconds: back.seconds,
          answer: counts(back.answer),
        },
      ])
      console.table([
        { load: 'steady load alone', ...latencyRow(alone.load) },
        { load: 'steady load during the dry run and import', ...latencyRow(imported.load) },
      ])
      const firstErrors = (imported.result.dry.answer.errors as unknown[] | undefined)?.slice(0, 3)
      if (firstErrors?.length) console.log('First errors:', firstErrors)
      console.log(
        `Import: ${imported.result.real.seconds} s (target ≤ 30 s); steady p99 during it ` +
          `${imported.load.p99} ms against ${alone.load.p99} ms alone ` +
          `(${(imported.load.p99 / Math.max(alone.load.p99, 0.1)).toFixed(1)}×).`,
      )
    })
}
