import { and, eq, isNotNull, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type {
  BulkContractsBody,
  CreateContractBody,
  EditContractBody,
  ExtendContractBody,
  SelectedConsultant,
} from '../../src/interface'
import type { IfMatch } from '../domain/etag'
import { invalidField, InvalidFieldsError, NotFoundError } from '../domain/errors'
import { companyExists } from './company-reads'
import { expectUnchanged } from './conflicts'
import {
  contractKeyCondition,
  findContractRecord,
  todayUtc,
  type ContractKey,
  type ContractReading,
} from './contract-reads'
import {
  EDIT_MOVES,
  recountTallies,
  TALLY_SLOTS,
  countableColumns,
  editChanges,
  writeCounted,
  type Written,
} from './contract-tallies'
import {
  copiedTerm,
  copyTermsInEffect,
  inEffect,
  noteCopied,
  insertTerm,
  lockContract,
  retimeTerms,
  termColumns,
  termFields,
} from './contract-terms'
import { changesOf, recordHistory, type HistoryAction, type Writer } from './history'
import { addDays } from './overview'
import type { Database } from './open'
import { rowsOf } from './rows'
import { writeContracts, type Change } from './search-totals'
import { consultants, contractMonthTallies, contractTallies, contracts } from './schema'
import { isForeignKeyViolation, isUniqueViolation } from './pg-errors'

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>
type ContractValues = Partial<typeof contracts.$inferInsert>

export const END_BEFORE_START = () =>
  invalidField('contract_end', 'The end may not be before the start.')
const ID_TAKEN = () => invalidField('the_contract_id', 'This contract id has already been used.')
const TERM_BEFORE_START = () =>
  invalidField('contract_start', 'A later term starts on or before this day; remove it first.')
const TERM_AFTER_END = () =>
  invalidField('contract_end', 'A term starts after this day; remove it first.')
const NO_CONSULTANT = () =>
  invalidField('selected_consultant.id', 'The selected consultant does not exist.')

function keyCondition(key: ContractKey): SQL {
  return 'id' in key ? eq(contracts.id, key.id) : eq(contracts.theContractId, key.publicId)
}

/**
 * After contracts were written by plain SQL (bulk seeding, tests): gives each contract without
 * terms its first one (no prices), copies each one's term in effect today onto it, and counts the
 * tallies afresh from the contracts.
 */
export async function settleContracts(db: Database) {
  await writeContracts(
    db,
    () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into contract_terms (contract_id, effective_from)
          select c.id, c.contract_start from contracts c
          where not exists (select 1 from contract_terms t where t.contract_id = c.id)`)
        await copyTermsInEffect(tx, sql`true`, todayUtc(), { counted: false })
        await tx.delete(contractTallies)
        await tx.execute(recountTallies)
        await tx.delete(contractMonthTallies)
        await tx.execute(sql`insert into contract_month_tallies (side, month, slot, live)
          select m.side, m.month, c.id % ${TALLY_SLOTS}, count(*) from contracts c,
            lateral (values ('start', date_trunc('month', c.contract_start)::date),
              ('end', date_trunc('month', c.contract_end)::date)) m(side, month)
          where c.deleted_at is null and m.month is not null group by 1, 2, 3`)
      }),
    () => 'unknown',
  )
}

/** What `search` matches, lower-cased, from the names the contract shows (kept on every write). */
export function searchTextOf(next: {
  theContractId: SQL
  clientContractId: SQL
  clientCompanyId: SQL
  vendorCompanyId: SQL
  consultantId: SQL
}): SQL {
  return sql`lower(concat_ws(E'\\n', ${next.theContractId}, ${next.clientContractId},
    (select name from companies where id = ${next.clientCompanyId}),
    (select name from companies where id = ${next.vendorCompanyId}),
    (select name from consultants where id = ${next.consultantId})))`
}

/**
 * Rewrites `search_text` of every contract `which` selects (terminated ones too) from the names it
 * shows now: after a company or consultant is renamed. The contracts are locked in id order, as
 * every writer of several contracts takes them. Answers the live ones whose text changed, as they
 * were and are, for the searched totals.
 */
export async function rewriteSearchText(tx: Executor, which: SQL): Promise<Change[]> {
  const rows = await rowsOf<Written & { was_text: string; live: boolean }>(
    tx,
    sql`with before as (select id, search_text from contracts where ${which} order by id for update),
      written as (update contracts set search_text = ${searchTextOf({
        theContractId: sql`${contracts.theContractId}`,
        clientContractId: sql`${contracts.clientContractId}`,
        clientCompanyId: sql`${contracts.clientCompanyId}`,
        vendorCompanyId: sql`${contracts.vendorCompanyId}`,
        consultantId: sql`${contracts.consultantId}`,
      })}
        from before where contracts.id = before.id
        returning ${countableColumns('contracts')}, contracts.deleted_at is null as live)
      select w.*, b.search_text as was_text from written w join before b on b.id = w.id`,
  )
  return rows
    .filter((row) => row.live && row.was_text !== row.search_text)
    .map(({ id: _id, live: _live, was_text, ...row }) => [{ ...row, search_text: was_text }, row])
}

/**
 * The consultant id a contract should carry after `selected`: created, updated or checked as the
 * rules say; null detaches; undefined leaves it as it is. A rename rewrites the search text of
 * every contract of theirs, whose changes it answers too.
 */
async function applyConsultant(
  db: Executor,
  selected: SelectedConsultant | undefined,
): Promise<{ id: number | null | undefined; renamed: Change[] }> {
  if (selected === undefined) return { id: undefined, renamed: [] }
  if (selected === null) return { id: null, renamed: [] }
  if ('id' in selected) {
    if (!(await consultantExists(db, selected.id))) throw NO_CONSULTANT()
    if (selected.name === undefined && selected.title === undefined)
      return { id: selected.id, renamed: [] }
    return { id: selected.id, renamed: await writeConsultant(db, selected.id, selected) }
  }
  const [created] = await db
    .insert(consultants)
    .values({ name: selected.name, title: selected.title ?? null })
    .returning({ id: consultants.id })
  return { id: created!.id, renamed: [] }
}

/**
 * Sets a consultant's name or title; a new name rewrites the search text of every contract of
 * theirs (see rewriteSearchText), whose changes it answers. Inside the caller's transaction.
 */
export async function writeConsultant(
  tx: Executor,
  id: number,
  { name, title }: { name?: string | undefined; title?: string | null | undefined },
): Promise<Change[]> {
  const [written] = await tx
    .update(consultants)
    .set({ name, title, updatedAt: sql`now()` })
    .where(eq(consultants.id, id))
    .returning({ id: consultants.id })
  if (!written) throw new NotFoundError('Consultant')
  return name === undefined ? [] : rewriteSearchText(tx, eq(contracts.consultantId, id))
}

async function consultantExists(db: Executor, id: number) {
  const [row] = await db
    .select({ id: consultants.id })
    .from(consultants)
    .where(eq(consultants.id, id))
  return row !== undefined
}

async function idTaken(db: Executor, publicId: string) {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.theContractId, publicId))
  return row !== undefined
}

/** A consultant the write itself creates or renames: more than one statement, so a transaction. */
const writesConsultant = (selected: SelectedConsultant | undefined) =>
  !!selected && (!('id' in selected) || selected.name !== undefined || selected.title !== undefined)

async function checkCompanies(
  db: Executor,
  body: { client_company_id?: number; vendor_company_id?: number },
) {
  const errors: Record<string, string[]> = {}
  for (const field of ['client_company_id', 'vendor_company_id'] as const) {
    const id = body[field]
    if (id !== undefined && !(await companyExists(db, id)))
      errors[field] = ['The selected company does not exist.']
  }
  if (Object.keys(errors).length > 0) throw new InvalidFieldsError(errors)
}

/**
 * The column values an edit (or a create) sets: omitted fields are kept, `is_infinite: true` clears
 * the end, an end date means the contract is not open-ended. Whether the end comes before the start
 * is the caller's check (an edit may send only one of them).
 */
function contractValues(body: EditContractBody): ContractValues {
  const values: ContractValues = {
    clientContractId: body.client_contract_id,
    status: body.status,
    serviceCode: body.service_code,
    contractStart: body.contract_start,
    type: body.type,
    workScope: body.work_scope,
    noticePeriod: body.notice_period,
    noticeDays: body.notice_days,
    renewal: body.renewal,
    unit: body.unit,
    vat: body.vat,
    sellerId: body.seller_id,
    hourReport: body.hour_report,
    invoicingChannel: body.invoicing_channel,
    clientCompanyId: body.client_company_id,
    clientBusinessId: body.client_business_id,
    clientContact: body.client_contact,
    clientPurchaseOrder: body.client_purchase_order,
    vendorCompanyId: body.vendor_company_id,
    vendorCompanyForClient: body.vendor_company_for_client,
    vendorContact: body.vendor_contact,
    notes: body.notes,
    consultSkills: body.consult_skills,
  }
  if (body.is_infinite === true) {
    values.isInfinite = true
    values.contractEnd = null
  } else {
    if (body.is_infinite === false) values.isInfinite = false
    if (body.contract_end !== undefined) {
      values.contractEnd = body.contract_end
      if (body.contract_end !== null && body.is_infinite === undefined) values.isInfinite = false
    }
  }
  // Drizzle leaves undefined columns untouched: nothing omitted is nulled.
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined),
  ) as ContractValues
}

/**
 * A contract's entry for each row `written` (and `before`, for an edit) over one statement. With
 * `terms`, the statement also wrote its terms (`terms_after`, and `terms_before` for an edit: see
 * createContract and editContract): their prices and workload are part of what changed.
 */
const contractHistory = (
  action: HistoryAction,
  writer: Writer,
  terms = false,
  /** The action the entry names, when not the shape's own (an import creates and updates). */
  named: HistoryAction = action,
) =>
  recordHistory(
    'contract',
    named,
    writer,
    action === 'created'
      ? sql`select w.id, null::int, ${changesOf(
          sql`'{}'::jsonb`,
          terms ? sql`to_jsonb(w) || coalesce(ta.fields, '{}'::jsonb)` : sql`to_jsonb(w)`,
        )} from written w
        ${terms ? sql`left join terms_after ta on ta.contract_id = w.id` : sql``}`
      : action === 'updated'
        ? terms
          ? sql`select w.id, null::int, ${changesOf(
              sql`to_jsonb(b) || coalesce(tb.fields, '{}'::jsonb)`,
              sql`to_jsonb(w) || coalesce(ta.fields, tb.fields, '{}'::jsonb)`,
            )}
            from before b join written w on w.id = b.id
            left join terms_before tb on tb.contract_id = w.id
            left join terms_after ta on ta.id = tb.id`
          : sql`select w.id, null::int, ${changesOf(sql`to_jsonb(b)`, sql`to_jsonb(w)`)}
            from before b join written w on w.id = b.id`
        : sql`select w.id, null::int, '{}'::jsonb from written w`,
  )

/** Who writes, and what they expect the contract to be (its ETag as they read it), if anything. */
export interface ContractWrite {
  writer: Writer
  expected?: IfMatch | undefined
  /** How the caller reads the contract: the day of its term, for the term an edit corrects. */
  reading: ContractReading
  /** What the history entry calls an edit: `updated` unless an import writes it. */
  action?: 'updated' | 'imported'
}

/**
 * Locks the live contract for the rest of the transaction and refuses the write when the caller's
 * If-Match no longer meets it (see expectUnchanged).
 */
async function lockExpected(
  tx: Database,
  key: ContractKey,
  expected: IfMatch,
  reading: ContractReading,
) {
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`select id from ${contracts} where ${and(keyCondition(key), isNull(contracts.deletedAt))}
      for update`,
  )
  if (!row) throw new NotFoundError('Contract')
  const current = await findContractRecord(tx, key, reading)
  await expectUnchanged(
    tx,
    expected,
    { label: 'Contract', resource: 'contract', id: row.id },
    current,
  )
}

/** A contract to insert: its body as checked, its consultant as resolved. */
export interface NewContract {
  body: CreateContractBody
  consultantId: number | null
}

/**
 * Inserts the contracts, each with its first term (the prices and workload sent, from its start
 * on), their history entries (`action`) and the tallies, in one statement. The rules are the
 * caller's: the companies and consultants exist, the ids are free, no end comes before its start.
 */
export async function insertContracts(
  tx: Executor,
  rows: NewContract[],
  writer: Writer,
  action: 'created' | 'imported',
): Promise<Written[]> {
  const created = tx
    .insert(contracts)
    .values(
      rows.map(({ body, consultantId }) => {
        const values = contractValues(body)
        return {
          ...values,
          theContractId: body.the_contract_id,
          clientCompanyId: body.client_company_id,
          vendorCompanyId: body.vendor_company_id,
          contractStart: body.contract_start,
          consultantId,
          // The copy of its first term, in effect on every day while it is the only one.
          clientPrice: body.client_price ?? null,
          vendorPrice: body.vendor_price ?? null,
          allocation: body.allocation ?? null,
          maxHours: body.max_hours ?? null,
          searchText: searchTextOf({
            theContractId: sql`${body.the_contract_id}::text`,
            clientContractId: sql`${values.clientContractId ?? null}::text`,
            clientCompanyId: sql`${body.client_company_id}::int`,
            vendorCompanyId: sql`${body.vendor_company_id}::int`,
            consultantId: sql`${consultantId}::int`,
          }),
        }
      }),
    )
    .returning()
  const terms = rows.map(({ body }) => {
    const t = termColumns(body)
    return sql`(${body.the_contract_id}::text, ${t.client_price ?? sql`null::numeric`},
      ${t.vendor_price ?? sql`null::numeric`}, ${t.allocation ?? sql`null::numeric`},
      ${t.max_hours ?? sql`null::int`})`
  })
  return writeCounted(tx, created, {
    by: 1,
    terms: sql`terms_after as (
      insert into contract_terms (contract_id, effective_from, actor_id, client_price, vendor_price,
        allocation, max_hours)
      select w.id, w.contract_start, ${writer?.id ?? null}::int, t.client_price, t.vendor_price,
        t.allocation, t.max_hours
      from written w join (values ${sql.join(terms, sql`, `)})
        t(the_contract_id, client_price, vendor_price, allocation, max_hours)
        on t.the_contract_id = w.the_contract_id
      returning contract_id, ${termFields('contract_terms')} as fields),`,
    history: contractHistory('created', writer, true, action),
  })
}

/** Creates the contract; answers its id. */
export async function createContract(
  db: Database,
  body: CreateContractBody,
  writer: Writer,
): Promise<number> {
  const values = contractValues(body)
  const selected = body.selected_consultant
  if (values.contractEnd && values.contractEnd < body.contract_start) {
    // The rules asked in the order they always were: companies, id, consultant, then dates.
    await checkCompanies(db, body)
    if (await idTaken(db, body.the_contract_id)) throw ID_TAKEN()
    if (selected && 'id' in selected && !(await consultantExists(db, selected.id)))
      throw NO_CONSULTANT()
    throw END_BEFORE_START()
  }
  const insert = async (tx: Executor, consultantId: number | null) =>
    (await insertContracts(tx, [{ body, consultantId }], writer, 'created'))[0]!
  try {
    const { row } = await writeContracts(
      db,
      async () => {
        if (!writesConsultant(selected))
          return {
            row: await insert(db, selected && 'id' in selected ? selected.id : null),
            renamed: [],
          }
        return db.transaction(async (tx) => {
          const consultant = await applyConsultant(tx, selected)
          return { row: await insert(tx, consultant.id!), renamed: consultant.renamed }
        })
      },
      ({ row, renamed }) => [...renamed, [undefined, row]],
    )
    return row.id
  } catch (error) {
    // Refused by a key: the same answers, in the same order, as checking first would give.
    await checkCompanies(db, body)
    if (isUniqueViolation(error)) throw ID_TAKEN()
    if (isForeignKeyViolation(error) && selected && 'id' in selected) throw NO_CONSULTANT()
    throw error
  }
}

/**
 * Merges the body over the stored contract, in one statement when no consultant is written and no
 * If-Match is sent: the checks (the contract is live, the companies and consultant exist, the end
 * is not before the start) are conditions of the update itself. When it changes nothing, they are
 * asked one by one for the answer. The statement locks and reads the contract first, so the
 * tallies, the searched totals and the history entry move from what it really was.
 */
export async function editContract(
  db: Database,
  key: ContractKey,
  body: EditContractBody,
  { writer, expected, reading, action = 'updated' }: ContractWrite,
) {
  const values = contractValues(body)
  const terms = termColumns(body)
  const selected = body.selected_consultant
  const update = async (tx: Executor, consultantId: number | null | undefined) => {
    const next = (column: AnyColumn, value: unknown) =>
      value === undefined ? sql`${column}` : sql`${value}`
    const start = next(contracts.contractStart, values.contractStart)
    const end =
      values.contractEnd === undefined ? sql`${contracts.contractEnd}` : sql`${values.contractEnd}`
    const consultant =
      consultantId === undefined ? sql`${contracts.consultantId}` : sql`${consultantId}::int`
    const namesChange =
      consultantId !== undefined ||
      values.clientContractId !== undefined ||
      values.clientCompanyId !== undefined ||
      values.vendorCompanyId !== undefined
    const conditions = [
      keyCondition(key),
      isNull(contracts.deletedAt),
      sql`(${end}::date is null or ${end}::date >= ${start}::date)`,
      ...[body.client_company_id, body.vendor_company_id]
        .filter((id) => id !== undefined)
        .map((id) => sql`exists (select 1 from companies where id = ${id})`),
      ...(selected && 'id' in selected && consultantId === selected.id
        ? [sql`exists (select 1 from consultants where id = ${selected.id})`]
        : []),
      ...termsWithin(values),
      // The row `before` locked and read (see below): it is read before this update writes it.
      sql`${contracts.id} = (select id from before)`,
    ]
    // The term in effect takes the prices and workload sent; the first term starts on the start.
    const writesTerms = Object.keys(terms).length > 0 || values.contractStart !== undefined
    const edit = tx
      .update(contracts)
      .set({
        ...values,
        ...(writesTerms ? copiedTerm(terms, reading.today) : {}),
        consultantId,
        version: sql`${contracts.version} + 1`,
        updatedAt: sql`now()`,
        // Only when a name it holds may change: rewriting the indexed text costs several times
        // what the rest of an edit does.
        ...(namesChange
          ? {
              searchText: searchTextOf({
                theContractId: sql`${contracts.theContractId}`,
                clientContractId:
                  values.clientContractId === undefined
                    ? sql`${contracts.clientContractId}`
                    : sql`${values.clientContractId}::text`,
                clientCompanyId: next(contracts.clientCompanyId, values.clientCompanyId),
                vendorCompanyId: next(contracts.vendorCompanyId, values.vendorCompanyId),
                consultantId: consultant,
              }),
            }
          : {}),
      })
      .where(and(...conditions))
      .returning()
    // The status, months and search text the row had when locked are what the tallies, the
    // searched totals and the history move from.
    const [row]: (Written | undefined)[] = await writeCounted(tx, edit, {
      ...(writesTerms
        ? {
            terms: sql`terms_before as (
              select t.id, t.contract_id, ${termFields('t')} as fields from contract_terms t
              join before b on t.contract_id = b.id where ${inEffect('t', reading.today)}),
            terms_after as (
              update contract_terms t set ${sql.join(
                [
                  ...Object.entries(terms).map(
                    ([column, value]) =>
                      sql`${sql.raw(column)} = case when t.id in (select id from terms_before)
                        then ${value} else t.${sql.raw(column)} end`,
                  ),
                  ...(values.contractStart !== undefined
                    ? [
                        sql`effective_from = case when t.valid_from = '-infinity'
                          then w.contract_start else t.effective_from end`,
                      ]
                    : []),
                ],
                sql`, `,
              )}
              from written w where t.contract_id = w.id
                and (t.id in (select id from terms_before) or t.valid_from = '-infinity')
              returning t.id, t.contract_id, ${termFields('t')} as fields),`,
          }
        : {}),
      before: sql`select * from ${contracts}
        where ${and(keyCondition(key), isNull(contracts.deletedAt))} for update`,
      moves: EDIT_MOVES,
      history: contractHistory('updated', writer, writesTerms, action),
    })
    if (!row) return whyNotEdited(tx, key, body, values)
    if (writesTerms) noteCopied(reading.today)
    return row
  }
  // The consultant as sent: detached (null), kept (undefined) or an existing one by id.
  const chosen = selected == null ? selected : 'id' in selected ? selected.id : undefined
  await writeContracts(
    db,
    async () => {
      if (expected === undefined && !writesConsultant(selected))
        return { row: await update(db, chosen), renamed: [] }
      return db.transaction(async (tx) => {
        if (expected !== undefined) await lockExpected(tx, key, expected, reading)
        // A renamed consultant's contracts (this one among them, maybe) are rewritten first: the
        // edit then moves this one on from its rewritten text.
        const consultant = writesConsultant(selected)
          ? await applyConsultant(tx, selected)
          : { id: chosen, renamed: [] }
        return { row: await update(tx, consultant.id), renamed: consultant.renamed }
      })
    },
    ({ row, renamed }): Change[] => [...renamed, ...(row.was ? [[row.was, row] as Change] : [])],
  )
}

/**
 * The edit's conditions that the contract's later terms stay within its period: none starts on or
 * before a new start (the first term moves with the start), none after a new end.
 */
function termsWithin(values: ContractValues): SQL[] {
  const later = (condition: SQL) => sql`not exists (select 1 from contract_terms t
    where t.contract_id = ${contracts.id} and t.valid_from <> '-infinity' and ${condition})`
  return [
    ...(values.contractStart !== undefined
      ? [later(sql`t.effective_from <= ${values.contractStart}::date`)]
      : []),
    ...(values.contractEnd ? [later(sql`t.effective_from > ${values.contractEnd}::date`)] : []),
  ]
}

/** Why an edit's update matched no row, as the first refused rule says. */
async function whyNotEdited(
  db: Executor,
  key: ContractKey,
  body: EditContractBody,
  values: ContractValues,
): Promise<never> {
  const [existing] = await db
    .select({ start: contracts.contractStart, end: contracts.contractEnd })
    .from(contracts)
    .where(and(keyCondition(key), isNull(contracts.deletedAt)))
  if (!existing) throw new NotFoundError('Contract')
  await checkCompanies(db, body)
  const start = values.contractStart ?? existing.start
  const end = values.contractEnd === undefined ? existing.end : values.contractEnd
  if (end !== null && end < start) throw END_BEFORE_START()
  const selected = body.selected_consultant
  if (selected && 'id' in selected && !(await consultantExists(db, selected.id)))
    throw NO_CONSULTANT()
  const [outside] = await rowsOf<{ early: boolean; late: boolean }>(
    db,
    sql`select bool_or(t.effective_from <= ${start}::date) as early,
        bool_or(t.effective_from > ${end}::date) as late
      from contract_terms t join contracts c on c.id = t.contract_id
      where ${contractKeyCondition(key)} and t.valid_from <> '-infinity'`,
  )
  if (outside?.early && values.contractStart !== undefined) throw TERM_BEFORE_START()
  if (outside?.late) throw TERM_AFTER_END()
  // Terminated by another writer while the update waited (and maybe restored since): it was gone
  // when the edit was to be written.
  throw new NotFoundError('Contract')
}

/** Terminates (soft-deletes) a live contract; NotFoundError when there is none. */
export async function terminateContract(
  db: Database,
  key: ContractKey,
  { writer, expected, reading }: ContractWrite,
) {
  const terminate = async (tx: Executor) => {
    const [row] = await writeCounted(
      tx,
      tx
        .update(contracts)
        .set({
          deletedAt: sql`now()`,
          updatedAt: sql`now()`,
          version: sql`${contracts.version} + 1`,
        })
        .where(and(keyCondition(key), isNull(contracts.deletedAt)))
        .returning(),
      { by: -1, history: contractHistory('terminated', writer) },
    )
    if (!row) throw new NotFoundError('Contract')
    return row
  }
  await writeContracts(
    db,
    () =>
      expected === undefined
        ? terminate(db)
        : db.transaction(async (tx) => {
            await lockExpected(tx, key, expected, reading)
            return terminate(tx)
          }),
    (gone) => [[gone, undefined]],
  )
}

/** Brings a terminated contract back (its public id was never reused); NotFoundError otherwise. */
export async function restoreContract(db: Database, id: number, writer: Writer) {
  await writeContracts(
    db,
    async () => {
      const [row] = await writeCounted(
        db,
        db
          .update(contracts)
          .set({ deletedAt: null, updatedAt: sql`now()`, version: sql`${contracts.version} + 1` })
          .where(and(eq(contracts.id, id), isNotNull(contracts.deletedAt)))
          .returning(),
        { by: 1, history: contractHistory('restored', writer) },
      )
      if (!row) throw new NotFoundError('Contract')
      return row
    },
    (back) => [[undefined, back]],
  )
}

/**
 * Sets the status of, or terminates, every contract of `ids` in one transaction: all of them, or
 * none when any is unknown or terminated. The contracts are locked in id order, as every writer of
 * several contracts takes them, so two bulk writes never wait on each other in a circle. Answers
 * how many contracts it wrote.
 */
export async function bulkContracts(
  db: Database,
  body: BulkContractsBody,
  writer: Writer,
): Promise<number> {
  const ids = [...new Set(body.ids)].sort((a, b) => a - b)
  const idList = sql`(${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )})`
  const rows = await writeContracts(
    db,
    () =>
      db.transaction(async (tx) => {
        const live = await rowsOf<{ id: number }>(
          tx,
          sql`select id from contracts where id in ${idList} and deleted_at is null
            order by id for update`,
        )
        if (live.length < ids.length) {
          const found = new Set(live.map((row) => row.id))
          const missing = ids.filter((id) => !found.has(id))
          throw invalidField(
            'ids',
            `These contracts do not exist or are terminated: ids ${missing.join(', ')}.`,
          )
        }
        const chosen = and(sql`${contracts.id} in ${idList}`, isNull(contracts.deletedAt))
        if (body.action === 'terminate') {
          return writeCounted(
            tx,
            tx
              .update(contracts)
              .set({
                deletedAt: sql`now()`,
                updatedAt: sql`now()`,
                version: sql`${contracts.version} + 1`,
              })
              .where(chosen)
              .returning(),
            { by: -1, history: contractHistory('terminated', writer) },
          )
        }
        return writeCounted(
          tx,
          tx
            .update(contracts)
            .set({
              status: body.status!,
              updatedAt: sql`now()`,
              version: sql`${contracts.version} + 1`,
            })
            .where(and(chosen, sql`${contracts.id} in (select id from before)`))
            .returning(),
          {
            before: sql`select * from ${contracts} where ${chosen} order by id for update`,
            moves: sql`select w.id, s.status, w.contract_start, w.contract_end, s.by,
                w.client_price, w.vendor_price, w.allocation
              from before b join written w on w.id = b.id,
              lateral (values (b.status, -1), (w.status, 1)) s(status, by)
              where b.status is distinct from w.status`,
            history: contractHistory('updated', writer),
          },
        )
      }),
    (written) =>
      body.action === 'terminate'
        ? written.map((row): Change => [row, undefined])
        : editChanges(written),
  )
  return rows.length
}

/**
 * Moves a contract's end later, with the reason in its history; with a price or allocation, adds
 * a term from the day after the old end (the rest carried over). An open-ended contract has no
 * end to move.
 */
export async function extendContract(
  db: Database,
  id: number,
  body: ExtendContractBody,
  writer: Writer,
  today: string,
) {
  await writeContracts(
    db,
    () =>
      db.transaction(async (tx) => {
        const { end } = await lockContract(tx, id)
        if (end === null)
          throw invalidField('contract_end', 'An open-ended contract cannot be extended.')
        if (body.contract_end <= end)
          throw invalidField('contract_end', `Must be later than the current end, ${end}.`)
        const priced = Object.keys(termColumns(body)).length > 0
        const term = priced ? await insertTerm(tx, id, addDays(end, 1), body, writer) : undefined
        if (term) await retimeTerms(tx, id)
        const written = await writeCounted(
          tx,
          tx
            .update(contracts)
            .set({
              contractEnd: body.contract_end,
              isInfinite: false,
              // A term from the day after the old end, in effect today when that day has come.
              ...(term ? copiedTerm({}, today) : {}),
              version: sql`${contracts.version} + 1`,
              updatedAt: sql`now()`,
            })
            // `before` (below) is read, and the row locked, before this update writes it.
            .where(sql`${contracts.id} = (select id from before)`)
            .returning(),
          {
            before: sql`select * from ${contracts} where ${contracts.id} = ${id} for update`,
            moves: EDIT_MOVES,
            history: recordHistory(
              'contract',
              'extended',
              writer,
              sql`select w.id, null::int, ${changesOf(sql`to_jsonb(b)`, sql`to_jsonb(w)`)}
                || ${term ? term.changes : sql`jsonb_build_object('reason', jsonb_build_object('from', null, 'to', ${body.reason}::text))`}
                from before b join written w on w.id = b.id`,
            ),
          },
        )
        if (term) noteCopied(today)
        return written
      }),
    // A term in effect today changes the contract's prices.
    editChanges,
  )
}
