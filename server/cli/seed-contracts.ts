import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/open'
import { todayUtc } from '../db/contract-reads'
import { settleContracts } from '../db/contracts'
import { rowsOf } from '../db/rows'
import {
  COMPANY_FORMS,
  COMPANY_KINDS,
  COMPANY_WORDS,
  FIRST_NAMES,
  LAST_NAMES,
  pick,
  ROLES,
} from '../db/sample-words'
import { CONTRACT_STATUSES, RENEWALS } from '../../src/interface/contract-values'

/** Rows a statement inserts: at a million contracts, 100 statements. */
const BATCH = 10_000
/** The year the contracts' dates are laid around (so a seed made this year has the same dates). */
export const SEED_YEAR = new Date().getUTCFullYear()

/**
 * A column of a bulk insert: its name, its SQL type, and its values in row order. `lower` is text
 * lower-cased by the database's lower(), as the writes keep the search texts.
 */
export type Column = [
  name: string,
  type: 'int' | 'bool' | 'text' | 'lower' | 'date' | 'numeric' | 'jsonb',
  values: unknown[],
]

/**
 * One statement inserting many rows, a column at a time: each column is one text array bound as a
 * parameter, which `unnest` turns back into rows and the database casts to the column's type, so
 * the drivers send one value a column instead of one a cell (they spent more time on those than
 * the database spent inserting).
 */
export function insertColumns(table: string, columns: Column[], tail: SQL = sql``): SQL {
  const names = columns.map(([name]) => name)
  const arrays = columns.map(
    ([, , values]) => sql`${sql.param(values.map((v) => (v === null ? null : String(v))))}::text[]`,
  )
  const casts = columns.map(([name, type]) =>
    type === 'text' ? name : type === 'lower' ? `lower(${name})` : `${name}::${type}`,
  )
  return sql`insert into ${sql.raw(table)} (${sql.raw(names.join(', '))})
    select ${sql.raw(casts.join(', '))}
    from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.raw(names.join(', '))}) ${tail}`
}

/** `make(n)` for n in [from, to). */
const range = <T>(from: number, to: number, make: (n: number) => T): T[] =>
  Array.from({ length: to - from }, (_, i) => make(from + i))

/** Rows of `total` inserted `BATCH` at a time, each batch its own transaction; what they return. */
async function insertInBatches<T>(
  db: Database,
  total: number,
  statement: (from: number, to: number) => SQL,
): Promise<T[]> {
  const all: T[] = []
  for (let from = 0; from < total; from += BATCH) {
    const to = Math.min(total, from + BATCH)
    all.push(...(await db.transaction((tx) => rowsOf<T>(tx, statement(from, to)))))
  }
  return all
}

interface Named {
  id: number
  name: string
}

/** Bulk companies, consultants and contracts: one statement per batch, search text computed here. */
export async function seedContracts(
  db: Database,
  counts: { companies: number; consultants: number; contracts: number },
  progress: (line: string) => void,
) {
  const companyName = (n: number) =>
    `${pick(COMPANY_WORDS, n)} ${pick(COMPANY_KINDS, n * 7 + 3)} ${n + 1} ${pick(COMPANY_FORMS, n * 5)}`
  const companyRows = await insertInBatches<Named>(db, counts.companies, (from, to) =>
    insertColumns(
      'companies',
      [['name', 'text', range(from, to, companyName)]],
      sql`on conflict do nothing returning id, name`,
    ),
  )
  progress(`${companyRows.length} companies`)
  const consultantRows = await insertInBatches<Named>(db, counts.consultants, (from, to) =>
    insertColumns(
      'consultants',
      [
        [
          'name',
          'text',
          range(from, to, (n) => `${pick(FIRST_NAMES, n)} ${pick(LAST_NAMES, n * 3 + (n % 7))}`),
        ],
        ['title', 'text', range(from, to, (n) => pick(ROLES, n * 11))],
      ],
      sql`returning id, name`,
    ),
  )
  progress(`${consultantRows.length} consultants`)
  // Starts spread over about four years, from three years before this one's first day: past,
  // running and future contracts, some ending any day now, as a live business has them.
  const firstStart = Date.UTC(SEED_YEAR - 3, 0, 1)
  const contract = (n: number) => {
    const client = pick(companyRows, n * 13)
    const vendor = pick(companyRows, n * 29 + 1)
    const consultant = n % 10 === 0 ? undefined : pick(consultantRows, n * 17)
    const theContractId = `BULK-${String(n + 1).padStart(6, '0')}`
    const start = new Date(firstStart + (n % 1500) * 86_400_000)
    const infinite = n % 9 === 0
    return {
      the_contract_id: theContractId,
      client_contract_id: `PO-${(n * 7919) % 1_000_000}`,
      status: pick(CONTRACT_STATUSES, n * 3),
      contract_start: start.toISOString().slice(0, 10),
      contract_end: infinite
        ? null
        : new Date(start.getTime() + 180 * 86_400_000).toISOString().slice(0, 10),
      is_infinite: infinite,
      type: n % 3 === 0 ? 'fixed' : 'hourly',
      unit: 'hours',
      notice_days: n % 4 === 0 ? null : [14, 30, 60][n % 3]!,
      renewal: pick(RENEWALS, n * 7),
      vat: '25.5',
      client_company_id: client.id,
      vendor_company_id: vendor.id,
      consultant_id: consultant?.id ?? null,
      consult_skills: JSON.stringify(
        consultant
          ? [
              pick(['TypeScript', 'SQL', 'Java', 'Go', 'React'], n),
              pick(['AWS', 'Azure', 'Kubernetes'], n),
            ]
          : [],
      ),
      search_text: [
        theContractId,
        `PO-${(n * 7919) % 1_000_000}`,
        client.name,
        vendor.name,
        consultant?.name,
      ]
        .filter(Boolean)
        .join('\n'),
    }
  }
  type Row = ReturnType<typeof contract>
  const types: Record<keyof Row, Column[1]> = {
    the_contract_id: 'text',
    client_contract_id: 'text',
    status: 'text',
    contract_start: 'date',
    contract_end: 'date',
    is_infinite: 'bool',
    type: 'text',
    unit: 'text',
    notice_days: 'int',
    renewal: 'text',
    vat: 'numeric',
    client_company_id: 'int',
    vendor_company_id: 'int',
    consultant_id: 'int',
    consult_skills: 'jsonb',
    search_text: 'lower',
  }
  const today = todayUtc()
  const copies: Record<'client_price' | 'vendor_price' | 'allocation', Column[1]> = {
    client_price: 'numeric',
    vendor_price: 'numeric',
    allocation: 'numeric',
  }
  for (let from = 0; from < counts.contracts; from += BATCH) {
    const to = Math.min(counts.contracts, from + BATCH)
    const rows = range(from, to, contract)
    const terms = rows.map((row, i) => bulkTerms(from + i, row.contract_start))
    const copied = terms.map((list) => termInEffect(list, today))
    await db.transaction(async (tx) => {
      const written = await rowsOf<{ id: number }>(
        tx,
        insertColumns(
          'contracts',
          [
            ...(Object.keys(types) as (keyof Row)[]).map((name): Column => [
              name,
              types[name],
              rows.map((row) => row[name]),
            ]),
            ...(Object.keys(copies) as (keyof typeof copies)[]).map((name): Column => [
              name,
              copies[name],
              copied.map((term) => term[name]),
            ]),
            ['term_from', 'date', copied.map((term) => term.valid_from)],
            ['term_until', 'date', copied.map((term) => term.valid_until)],
          ],
          sql`returning id`,
        ),
      )
      // The terms' foreign key is checked by a plan made once, on their first insert: planned over
      // an empty contracts table it scans every contract for each term.
      if (from === 0) await tx.execute(sql`analyze contracts`)
      await tx.execute(termsOf(written.map((row, i) => [row.id, terms[i]!])))
    })
    progress(`${to} / ${counts.contracts} contracts`)
  }
  await settleContracts(db)
}

/**
 * The terms of bulk contract `n` starting on `start`: 1 to 4 (n % 4 + 1), 45 days apart from the
 * start, the rate a little higher each time; their validity as retimeTerms sets it.
 */
function bulkTerms(n: number, start: string) {
  const day = (days: number) =>
    new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
  const count = (n % 4) + 1
  return Array.from({ length: count }, (_, j) => ({
    effective_from: day(j * 45),
    valid_from: j === 0 ? '-infinity' : day(j * 45),
    valid_until: j === count - 1 ? 'infinity' : day((j + 1) * 45),
    client_price: `${60 + (n % 80) + j * 5}.50`,
    vendor_price: `${45 + (n % 60) + j * 3}.25`,
    allocation: String(20 + (n % 9) * 10),
  }))
}

/**
 * The term of `terms` (as bulkTerms makes them) in effect on `today`, the contract's copy: inserted
 * with the contract, so a million of them are not written twice. settleContracts and the day's
 * first request copy again any that is not (see termsInEffectOn).
 */
function termInEffect(terms: ReturnType<typeof bulkTerms>, today: string) {
  return terms.find(
    (term, j) =>
      (j === 0 || term.valid_from <= today) && (j === terms.length - 1 || today < term.valid_until),
  )!
}

/** The terms of bulk contracts, each given as [id, its terms]. */
function termsOf(made: [id: number, terms: ReturnType<typeof bulkTerms>][]): SQL {
  const terms = made.flatMap(([id, list]) => list.map((term) => ({ contract_id: id, ...term })))
  const column = (name: keyof (typeof terms)[number], type: Column[1]): Column => [
    name,
    type,
    terms.map((term) => term[name]),
  ]
  return insertColumns('contract_terms', [
    column('contract_id', 'int'),
    column('effective_from', 'date'),
    column('valid_from', 'date'),
    column('valid_until', 'date'),
    column('client_price', 'numeric'),
    column('vendor_price', 'numeric'),
    column('allocation', 'numeric'),
  ])
}
