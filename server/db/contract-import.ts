import { sql } from 'drizzle-orm'
import {
  CONTRACT_CSV_COLUMNS,
  CreateContractBody,
  EditCompanyBody,
  EditContractBody,
  READ_ONLY_CSV_COLUMNS,
  SelectedConsultant,
  type ContractCsvColumn,
  type ContractRecord,
  type ImportAnswer,
  type ImportError,
} from '../../src/interface'
import { unguarded, type CsvTable } from '../domain/csv'
import { InvalidFieldsError, NotFoundError } from '../domain/errors'
import { unstorableText, zodFieldErrors } from '../domain/input'
import { resolveCompanyByName } from './companies'
import { contractRecords, type ContractReading } from './contract-reads'
import {
  editContract,
  END_BEFORE_START,
  insertContracts,
  writeConsultant,
  type NewContract,
} from './contracts'
import type { Writer } from './history'
import type { Database } from './open'
import { rowsOf } from './rows'
import { writeContracts } from './search-totals'
import { consultants } from './schema'

/**
 * A CSV import of contracts (the decisions' "Bringing data in"): each row checked as its create or
 * edit would be, then every row written through the contracts' own writes in one transaction. A
 * dry run does the same work but the new contracts' inserts (whose rules are all checked first),
 * and undoes it: its answer is exactly what the import would do.
 */

type Cells = Partial<Record<ContractCsvColumn, string>>
type Names = Pick<Cells, 'client_company' | 'vendor_company' | 'consultant' | 'consultant_title'>

/** A row that passed its checks: what it sets, and the names it points at. */
interface Planned {
  row: number
  id: string
  body: EditContractBody
  names: Names
  /** The live contract it updates; undefined: it makes a new one. */
  existing: ContractRecord | undefined
}

/** The columns that name a contract or the rows it points at, rather than set a field. */
const NAME_COLUMNS = [
  'the_contract_id',
  'client_company',
  'vendor_company',
  'consultant',
  'consultant_title',
] as const satisfies readonly ContractCsvColumn[]
type NameColumn = (typeof NAME_COLUMNS)[number]
/** The export's other columns: each the contract field of its name (the read-only ones aside). */
type FieldColumn = Exclude<ContractCsvColumn, NameColumn | (typeof READ_ONLY_CSV_COLUMNS)[number]>
const isReadOnly = (name: string) => (READ_ONLY_CSV_COLUMNS as readonly string[]).includes(name)
const FIELD_COLUMNS = CONTRACT_CSV_COLUMNS.filter(
  (column): column is FieldColumn =>
    !isReadOnly(column) && !(NAME_COLUMNS as readonly string[]).includes(column),
)

const WHOLE = /^-?\d+$/
/** A cell as its field takes it: whole numbers and true/false as JSON would send them. */
function fieldValue(column: FieldColumn, cell: string): unknown {
  if (column === 'max_hours' || column === 'notice_days')
    return WHOLE.test(cell) ? Number(cell) : cell
  if (column === 'is_infinite') {
    const word = cell.toLowerCase()
    return word === 'true' ? true : word === 'false' ? false : cell
  }
  return cell
}

/** Whether a field as the row sends it is what the contract holds already. */
function isSame(column: FieldColumn, sent: unknown, record: ContractRecord): boolean {
  const held = record[column]
  if (column === 'consult_skills')
    return (sent as string[]).join('\n') === (held as string[]).join('\n')
  if (typeof held === 'number' && typeof sent === 'string') return Number(sent) === held
  return (held ?? '') === sent
}

/** Where an error of a contract's body is a column of the file. */
const COLUMN_OF: Record<string, ContractCsvColumn> = {
  client_company_id: 'client_company',
  vendor_company_id: 'vendor_company',
  selected_consultant: 'consultant',
  'selected_consultant.id': 'consultant',
  'selected_consultant.name': 'consultant',
  'selected_consultant.title': 'consultant_title',
}
function errorsOf(row: number, fields: Record<string, string[]>): ImportError[] {
  return Object.entries(fields).flatMap(([field, messages]) =>
    messages.map((message) => ({
      row,
      field: COLUMN_OF[field] ?? field.split('.')[0]!,
      message,
    })),
  )
}

/** The header's problems: columns that are not the export's, twice, or the id missing. */
function headerErrors(header: string[]): ImportError[] {
  const errors: ImportError[] = []
  header.forEach((name, i) => {
    if (!(CONTRACT_CSV_COLUMNS as readonly string[]).includes(name))
      errors.push({ row: 0, field: name, message: 'Not a column of the contracts export.' })
    else if (header.indexOf(name) !== i)
      errors.push({ row: 0, field: name, message: 'This column appears twice.' })
  })
  if (!header.includes('the_contract_id'))
    errors.push({ row: 0, field: 'the_contract_id', message: 'The header needs this column.' })
  return errors
}

const NEW_CONTRACT = CreateContractBody.omit({ client_company_id: true, vendor_company_id: true })
const COMPANY_NAME = EditCompanyBody.shape.name

/** One row's checks that need no database beyond its contract as it is; its errors, or its plan. */
function planRow(
  { row, cells }: { row: number; cells: Cells },
  existing: ContractRecord | undefined,
): Planned | ImportError[] {
  const unstorable = unstorableText(cells)
  if (Object.keys(unstorable).length > 0) return errorsOf(row, unstorable)
  const input: Record<string, unknown> = {}
  for (const column of FIELD_COLUMNS)
    if (cells[column] !== undefined) input[column] = fieldValue(column, cells[column])
  const id = cells.the_contract_id ?? ''
  const parsed = existing
    ? EditContractBody.safeParse(input)
    : NEW_CONTRACT.safeParse({ ...input, the_contract_id: id })
  const errors = parsed.success ? [] : errorsOf(row, zodFieldErrors(parsed.error))
  const names: Names = {
    client_company: cells.client_company,
    vendor_company: cells.vendor_company,
    consultant: cells.consultant,
    consultant_title: cells.consultant_title,
  }
  for (const side of ['client_company', 'vendor_company'] as const) {
    const name = names[side]
    if (name === undefined) {
      if (!existing)
        errors.push({ row, field: side, message: 'A new contract needs this company.' })
    } else {
      const checked = COMPANY_NAME.safeParse(name)
      if (!checked.success)
        errors.push(...errorsOf(row, { [side]: [checked.error.issues[0]!.message] }))
    }
  }
  if (names.consultant !== undefined || names.consultant_title !== undefined) {
    const checked = SelectedConsultant.safeParse({
      name: names.consultant ?? existing?.consultant?.name ?? '',
      ...(names.consultant_title === undefined ? {} : { title: names.consultant_title }),
    })
    if (!checked.success)
      errors.push(...errorsOf(row, prefixed('selected_consultant', zodFieldErrors(checked.error))))
  }
  if (!parsed.success || errors.length > 0) return errors
  const body = parsed.data
  if (!existing && body.contract_end && body.contract_end < body.contract_start!)
    return errorsOf(row, END_BEFORE_START().fields)
  return { row, id, body, names, existing }
}

const prefixed = (prefix: string, fields: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(fields).map(([field, m]) => [`${prefix}.${field}`, m]))

/**
 * What an update row changes of its contract: only the fields and names that differ, a name by
 * its key (`keyOf`: as the database matches names, see nameKeys).
 */
function changesOf(
  plan: Planned & { existing: ContractRecord },
  keyOf: (name: string) => string,
): {
  body: EditContractBody
  names: Names
} {
  const { existing } = plan
  const body = Object.fromEntries(
    Object.entries(plan.body).filter(
      ([column, sent]) => !isSame(column as FieldColumn, sent, existing),
    ),
  ) as EditContractBody
  const differs = (name: string | undefined, held: string | null | undefined) =>
    name !== undefined && keyOf(name) !== keyOf(held ?? '')
  const names: Names = {}
  if (differs(plan.names.client_company, existing.client_company.name))
    names.client_company = plan.names.client_company
  if (differs(plan.names.vendor_company, existing.vendor_company.name))
    names.vendor_company = plan.names.vendor_company
  if (differs(plan.names.consultant, existing.consultant?.name)) {
    names.consultant = plan.names.consultant
    names.consultant_title = plan.names.consultant_title
  } else if (
    plan.names.consultant_title !== undefined &&
    plan.names.consultant_title !== (existing.consultant?.title ?? '')
  )
    names.consultant_title = plan.names.consultant_title
  return { body, names }
}

class Undo extends Error {
  constructor(readonly answer: ImportAnswer) {
    super('undone')
  }
}

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters a statement. */
const CHUNK = 500

/**
 * Imports the rows of a CSV file as readCsv read it (`bad`: the rows that were not CSV; a
 * `problem`: the file could not be read at all). Answers what it did, or with `dryRun` what it
 * would do; with any error, nothing is written.
 */
export async function importContracts(
  db: Database,
  table: CsvTable,
  options: { writer: Writer; reading: ContractReading; dryRun: boolean },
): Promise<ImportAnswer> {
  const empty = {
    creates: 0,
    updates: 0,
    unchanged: 0,
    companies_created: 0,
    consultants_created: 0,
  }
  if ('problem' in table)
    return { ...empty, errors: [{ row: 0, field: 'file', message: table.problem }] }
  const header = headerErrors(table.header)
  if (header.length > 0) return { ...empty, errors: header }
  const readable = table.header.map((name) =>
    isReadOnly(name) ? undefined : (name as ContractCsvColumn),
  )
  const rows = table.rows.map(({ row, cells }) => {
    const named: Cells = {}
    cells.forEach((cell, i) => {
      const column = readable[i]
      const value = unguarded(cell)
      // Notes are kept as written; every other field is trimmed, as the API trims it.
      if (column && value.trim() !== '') named[column] = column === 'notes' ? value : value.trim()
    })
    return { row, cells: named }
  })
  try {
    return await writeContracts(
      db,
      () =>
        db.transaction(async (tx) => {
          // An insert of hundreds of rows looks costly enough to PostgreSQL's planner that it
          // compiles it (JIT): 20 s a statement here, against 0.2 s run as it is.
          await tx.execute(sql`set local jit = off`)
          const answer = await importRows(tx, table.header, rows, table.bad, options)
          if (answer.errors.length > 0 || options.dryRun) throw new Undo(answer)
          return answer
        }),
      // What an import wrote is too much to move the kept totals by: they are counted afresh.
      () => 'unknown',
    )
  } catch (error) {
    if (error instanceof Undo) return error.answer
    throw error
  }
}

async function importRows(
  tx: Database,
  header: string[],
  rows: { row: number; cells: Cells }[],
  bad: { row: number; message: string }[],
  { writer, reading, dryRun }: { writer: Writer; reading: ContractReading; dryRun: boolean },
): Promise<ImportAnswer> {
  const errors: ImportError[] = bad.map(({ row, message }) => ({ row, field: 'row', message }))
  // The contracts the rows name, live or terminated.
  const ids = [
    ...new Set(rows.map((r) => r.cells.the_contract_id).filter((id) => id !== undefined)),
  ]
  const known = await rowsOf<{ id: number; the_contract_id: string; live: boolean }>(
    tx,
    sql`select id, the_contract_id, deleted_at is null as live from contracts
      where the_contract_id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
      order by id for update`,
  )
  const records = new Map(
    (
      await contractRecords(
        tx,
        sql`select unnest(${`{${known
          .filter((k) => k.live)
          .map((k) => k.id)
          .join(',')}}`}::int[])`,
        reading,
      )
    ).map((record) => [record.the_contract_id, record]),
  )
  const terminated = new Set(known.filter((k) => !k.live).map((k) => k.the_contract_id))
  const firstRow = new Map<string, number>()
  const plans: Planned[] = []
  for (const row of rows) {
    const id = row.cells.the_contract_id
    if (id === undefined) {
      errors.push({
        row: row.row,
        field: 'the_contract_id',
        message: 'Every row needs its contract id.',
      })
      continue
    }
    const earlier = firstRow.get(id)
    if (earlier !== undefined) {
      errors.push({
        row: row.row,
        field: 'the_contract_id',
        message: `This contract id is on row ${earlier} too.`,
      })
      continue
    }
    firstRow.set(id, row.row)
    if (terminated.has(id)) {
      errors.push({
        row: row.row,
        field: 'the_contract_id',
        message: 'This contract id is a terminated contract’s: restore it first to import into it.',
      })
      continue
    }
    const plan = planRow(row, records.get(id))
    if (Array.isArray(plan)) errors.push(...plan)
    else plans.push(plan)
  }
  const creates = plans.filter((plan) => !plan.existing)
  const updating = plans.filter(
    (plan): plan is Planned & { existing: ContractRecord } => plan.existing !== undefined,
  )
  const keys = await nameKeys(
    tx,
    updating.flatMap(({ names, existing }) => [
      ...[names.client_company, names.vendor_company, names.consultant].flatMap((n) => n ?? []),
      existing.client_company.name,
      existing.vendor_company.name,
      existing.consultant?.name ?? '',
    ]),
  )
  const updates = updating
    .map((plan) => ({ plan, ...changesOf(plan, (name) => keys.get(name.trim())!) }))
    .filter(({ body, names }) => Object.keys(body).length > 0 || Object.keys(names).length > 0)
  const counts = {
    creates: creates.length,
    updates: updates.length,
    unchanged: plans.length - creates.length - updates.length,
  }
  // The valid rows are written even when others are not: the writes' own checks name their
  // errors too, and nothing is kept (see importContracts).
  const companies = await companiesNamed(tx, [
    ...creates.flatMap((plan) => [plan.names.client_company!, plan.names.vendor_company!]),
    ...updates.flatMap(({ names }) => [names.client_company, names.vendor_company]),
  ])
  const people = await consultantsNamed(tx, [
    ...creates.map((plan) => plan.names),
    ...updates.map(({ names }) => names),
  ])
  const companyId = (name: string) => companies.ids.get(name.trim())!
  const consultantId = (name: string | undefined) =>
    name === undefined ? null : people.ids.get(name.trim())!

  const news: NewContract[] = creates.map((plan) => ({
    body: {
      ...(plan.body as CreateContractBody),
      the_contract_id: plan.id,
      client_company_id: companyId(plan.names.client_company!),
      vendor_company_id: companyId(plan.names.vendor_company!),
    },
    consultantId: consultantId(plan.names.consultant),
  }))
  // A new contract's every rule was checked above (its fields, its id free, its companies and
  // consultant there, its end not before its start): a dry run need not write it, the bulk of an
  // import's time (and on PGlite, time no other request is answered).
  if (!dryRun)
    for (let i = 0; i < news.length; i += CHUNK)
      await insertContracts(tx, news.slice(i, i + CHUNK), writer, 'imported')

  for (const { plan, body, names } of updates) {
    const edit: EditContractBody = { ...body }
    if (names.client_company) edit.client_company_id = companyId(names.client_company)
    if (names.vendor_company) edit.vendor_company_id = companyId(names.vendor_company)
    if (names.consultant) edit.selected_consultant = { id: consultantId(names.consultant)! }
    else if (names.consultant_title !== undefined && plan.existing.consultant)
      // A new title for the contract's own consultant.
      edit.selected_consultant = { id: plan.existing.consultant.id, title: names.consultant_title }
    try {
      await editContract(tx, { publicId: plan.id }, edit, { writer, reading, action: 'imported' })
    } catch (error) {
      if (error instanceof InvalidFieldsError) errors.push(...errorsOf(plan.row, error.fields))
      else if (error instanceof NotFoundError)
        errors.push({ row: plan.row, field: 'the_contract_id', message: error.message })
      else throw error
    }
  }
  return {
    ...counts,
    companies_created: companies.created,
    consultants_created: people.created,
    errors: inFileOrder(errors, header),
  }
}

/** Errors in the file's order: by row, then by column as the header has them. */
const inFileOrder = (errors: ImportError[], header: string[]) =>
  errors.sort((a, b) => a.row - b.row || header.indexOf(a.field) - header.indexOf(b.field))

/**
 * Each name sent (trimmed), with the key it has in the database: lower-cased by the database's
 * own lower(), the one companies are unique by and names are matched with (JavaScript's lower case
 * differs from it for some letters, as the Turkish İ).
 */
type Sent = { sent: string; key: string }

/**
 * Each name (trimmed) with its key as the database matches names: its own lower(), the one
 * companies are unique by (see Sent).
 */
async function nameKeys(tx: Database, names: string[]): Promise<Map<string, string>> {
  const sent = [...new Set(names.map((name) => name.trim()))]
  const rows = await rowsOf<Sent>(
    tx,
    sql`select s.sent, lower(s.sent) as key
      from jsonb_array_elements_text(${JSON.stringify(sent)}::jsonb) as s(sent)`,
  )
  return new Map(rows.map((row) => [row.sent, row.key]))
}

/**
 * The companies of these names by name as sent (trimmed), those missing created (and counted) as
 * the first row naming them spells them.
 */
async function companiesNamed(tx: Database, names: (string | undefined)[]) {
  const sent = [...new Set(names.filter((n) => n !== undefined).map((n) => n.trim()))]
  const found = await rowsOf<Sent & { id: number | null }>(
    tx,
    sql`select s.sent, lower(s.sent) as key, c.id
      from jsonb_array_elements_text(${JSON.stringify(sent)}::jsonb) with ordinality as s(sent, n)
      left join companies c on lower(c.name) = lower(s.sent)
      order by s.n`,
  )
  const byKey = new Map<string, number>()
  for (const row of found) if (row.id !== null) byKey.set(row.key, row.id)
  let created = 0
  for (const { sent: name, key } of found) {
    if (byKey.has(key)) continue
    byKey.set(key, await resolveCompanyByName(tx, name))
    created += 1
  }
  return { ids: new Map(found.map((row) => [row.sent, byKey.get(row.key)!])), created }
}

/**
 * The consultants these rows name, by name as sent (trimmed; the first consultant of a name when
 * there are several): those missing created with the title of the first row naming them, and a
 * title a row sends set.
 */
async function consultantsNamed(tx: Database, rows: Names[]) {
  const sent = [
    ...new Set(
      rows.flatMap(({ consultant }) => (consultant === undefined ? [] : [consultant.trim()])),
    ),
  ]
  const found = await rowsOf<Sent & { id: number | null; title: string | null }>(
    tx,
    sql`select distinct on (s.sent) s.sent, lower(s.sent) as key, c.id, c.title
      from jsonb_array_elements_text(${JSON.stringify(sent)}::jsonb) as s(sent)
      left join consultants c on lower(c.name) = lower(s.sent)
      order by s.sent, c.id`,
  )
  const keyOf = new Map(found.map((row) => [row.sent, row.key]))
  const wanted = new Map<string, { name: string; title: string | undefined }>()
  for (const { consultant, consultant_title } of rows) {
    const key = consultant === undefined ? undefined : keyOf.get(consultant.trim())
    if (key !== undefined && !wanted.has(key))
      wanted.set(key, { name: consultant!.trim(), title: consultant_title })
  }
  // The consultant of each key that is there already (the first of its name), and its title.
  const held = new Map<string, { id: number; title: string | null }>()
  for (const row of found) if (row.id !== null) held.set(row.key, { id: row.id, title: row.title })
  const ids = new Map([...held].map(([key, { id }]) => [key, id]))
  const missing = [...wanted].filter(([key]) => !ids.has(key))
  for (let i = 0; i < missing.length; i += CHUNK) {
    const chunk = missing.slice(i, i + CHUNK)
    const made = await tx
      .insert(consultants)
      .values(chunk.map(([, { name, title }]) => ({ name, title: title ?? null })))
      .returning({ id: consultants.id, name: consultants.name })
    // Each name of a chunk is of a key of its own: a made row's name finds its key.
    const keyOfName = new Map(chunk.map(([key, { name }]) => [name, key]))
    for (const row of made) ids.set(keyOfName.get(row.name)!, row.id)
  }
  // A title sent for a consultant that is there already.
  for (const [key, { title }] of wanted) {
    const there = held.get(key)
    if (there && title !== undefined && title !== (there.title ?? ''))
      await writeConsultant(tx, there.id, { title })
  }
  return {
    ids: new Map(found.map((row) => [row.sent, ids.get(row.key)!])),
    created: missing.length,
  }
}
