import { sql, type SQL } from 'drizzle-orm'
import type { ContractTerm, CreateTermBody } from '../../src/interface'
import { invalidField, NotFoundError } from '../domain/errors'
import { EDIT_MOVES, editChanges, writeCounted, type Written } from './contract-tallies'
import { changesOf, recordHistory, type HistoryAction, type Writer } from './history'
import type { Database } from './open'
import { isoTime, rowsOf } from './rows'
import { contracts } from './schema'
import { writeContracts } from './search-totals'

/**
 * A contract's terms (contract_terms in schema.ts): its prices and workload from a day on. Every
 * write of them goes through here or through the contract's own writes (contracts.ts), which
 * create the first term and correct the one in effect; each then sets the terms' validity again
 * (retimeTerms), copies the term in effect onto the contract's row, bumps the contract's version
 * and records an entry in its history.
 */

type Executor = Pick<Database, 'execute'>

/** The condition that term `t` is the one in effect on `today` (see contractTerms in schema.ts). */
export const inEffect = (t: string, today: string): SQL =>
  sql`${sql.raw(t)}.valid_from <= ${today}::date and ${sql.raw(t)}.valid_until > ${today}::date`

/** The columns of the contract's copy of a term (its column and field), and the term's own. */
export const COPIED = [
  ['client_price', 'clientPrice', 'client_price'],
  ['vendor_price', 'vendorPrice', 'vendor_price'],
  ['allocation', 'allocation', 'allocation'],
  ['max_hours', 'maxHours', 'max_hours'],
  ['term_from', 'termFrom', 'valid_from'],
  ['term_until', 'termUntil', 'valid_until'],
] as const

/**
 * The `set` of a contract's copy of its term in effect on `day` as the statement leaves that term:
 * the fields `sent` (SQL values by term column, see termColumns) and the rest as the term holds
 * them (read before the statement writes it). For an update of contracts that corrects or adds
 * the term in the same statement or transaction.
 */
export function copiedTerm(sent: Record<string, SQL>, day: string): Record<string, SQL> {
  return Object.fromEntries(
    COPIED.map(([column, field, term]) => [
      field,
      sent[column] ??
        sql`(select t.${sql.raw(term)} from contract_terms t
          where t.contract_id = ${contracts.id} and ${inEffect('t', day)})`,
    ]),
  )
}

/**
 * Whether contract `c` holds a copy of term `t`: its prices, workload and the days it is in effect
 * (the derived-data check asks it of every contract, whatever the day).
 */
export const holdsCopyOf = (c: string, t: string) =>
  sql.raw(`(${COPIED.map(([column]) => `${c}.${column}`).join(', ')})
    is not distinct from (${COPIED.map(([, , term]) => `${t}.${term}`).join(', ')})`)

/**
 * Copies onto each contract `which` selects (over `c`) its term in effect on `day`, where its copy
 * is another, moving the tallies' sums with it; the contracts are locked in id order first. With
 * `counted: false` the tallies are left alone, for a caller that counts them afresh next (a bulk
 * seed: moving a million rows' sums one by one would be work thrown away).
 */
export async function copyTermsInEffect(
  tx: Executor,
  which: SQL,
  day: string,
  { counted = true }: { counted?: boolean } = {},
): Promise<Written[]> {
  const copy = (chosen: SQL) => sql`update contracts c
    set ${sql.raw(COPIED.map(([column, , term]) => `${column} = t.${term}`).join(', '))}
    from contract_terms t
    where ${chosen} and t.contract_id = c.id and ${inEffect('t', day)}
      and not ${holdsCopyOf('c', 't')}`
  const written = counted
    ? await writeCounted(tx, sql`${copy(sql`c.id in (select id from before)`)} returning c.*`, {
        before: sql`select * from contracts c where ${which} order by id for update`,
        moves: EDIT_MOVES,
      })
    : (await tx.execute(copy(which)), [])
  noteCopied(day)
  return written
}

/**
 * The terms writes copied in this process, in all and by day: a write copies the term in effect on
 * its own day, so once a write copied for another day (a test's clock, moved) than the one a
 * database's copies were made sure of, they are made sure of again when next read.
 */
let copied = 0
const copiedOn = new Map<string, number>()
const copiedOnOtherDays = (day: string) => copied - (copiedOn.get(day) ?? 0)
/** A write copied terms in effect on `day` (every write that copies says so). */
export function noteCopied(day: string) {
  copied++
  copiedOn.set(day, (copiedOn.get(day) ?? 0) + 1)
}

/** The day each database's copies were last made sure of, and that work. */
const sureOf = new WeakMap<object, { day: string; otherDays: number; done: Promise<void> }>()

/**
 * Makes sure every contract's row holds its term in effect on `day` before it is read as of that
 * day: once a day (at most once a day and process; a new day, or a test's clock moved), the
 * contracts whose copy is of a term not in effect on it (a term that starts today; the term before
 * it ended yesterday) are locked in id order, as every writer of several contracts takes them, and
 * copied again. Neither a version nor a history entry: nobody wrote, the day came. With several
 * processes, the first to see the day does it and the others find nothing to copy.
 */
export function termsInEffectOn(db: Database, day: string): Promise<void> {
  const known = sureOf.get(db)
  if (known?.day === day && known.otherDays === copiedOnOtherDays(day)) return known.done
  const done = writeContracts(
    db,
    () =>
      db.transaction(async (tx) => {
        const stale = await rowsOf<{ id: number }>(
          tx,
          sql`select id from contracts where term_until <= ${day}::date or term_from > ${day}::date
            order by id for update`,
        )
        return stale.length === 0
          ? []
          : copyTermsInEffect(
              tx,
              sql`c.id = any(${`{${stale.map((row) => row.id).join(',')}}`}::int[])`,
              day,
            )
      }),
    editChanges,
  )
    .then(() => undefined)
    // Tried again by the next read when it failed (a full disk: the copies stay as they were).
    .catch((error: unknown) => {
      if (sureOf.get(db)?.done === done) sureOf.delete(db)
      throw error
    })
  sureOf.set(db, { day, otherDays: copiedOnOtherDays(day), done })
  return done
}

/** A term's prices and workload as jsonb, the names and values the contract answers with. */
export const termFields = (t: string): SQL =>
  sql.raw(`jsonb_build_object('client_price', ${t}.client_price, 'vendor_price', ${t}.vendor_price,
    'allocation', ${t}.allocation, 'max_hours', ${t}.max_hours)`)

/**
 * Sets when each term of the contract is the one in effect, from their days: the first from the
 * beginning of time, each until the next one's day. Only rows whose validity changes are written.
 */
export async function retimeTerms(tx: Executor, contractId: number) {
  await tx.execute(sql`update contract_terms t set valid_from = n.valid_from,
      valid_until = n.valid_until
    from (select id,
        case when row_number() over w = 1 then '-infinity'::date else effective_from end
          as valid_from,
        coalesce(lead(effective_from) over w, 'infinity'::date) as valid_until
      from contract_terms where contract_id = ${contractId} window w as (order by effective_from)) n
    where t.id = n.id and (t.valid_from, t.valid_until) is distinct from (n.valid_from, n.valid_until)`)
}

/**
 * The validity of every term as retimeTerms sets it, checked against what the rows hold, and each
 * contract's first term there; of the `newest` contracts only, when given.
 */
export const termsDrift = (newest: number | undefined) => {
  const among = (column: string) =>
    newest === undefined
      ? sql`true`
      : sql`${sql.raw(column)} in (select id from contracts order by id desc limit ${newest})`
  return sql`select 'contract_terms.valid ' || t.id from contract_terms t
    join (select id,
        case when row_number() over w = 1 then '-infinity'::date else effective_from end
          as valid_from,
        coalesce(lead(effective_from) over w, 'infinity'::date) as valid_until
      from contract_terms where ${among('contract_id')}
      window w as (partition by contract_id order by effective_from)) n on n.id = t.id
    where (t.valid_from, t.valid_until) is distinct from (n.valid_from, n.valid_until)
    union all
    select 'contract_terms.first ' || c.id from contracts c
    where ${among('c.id')} and not exists (select 1 from contract_terms t
      where t.contract_id = c.id and t.valid_from = '-infinity')`
}

/** Whether term `t` may be removed on `today`: it starts after today and is not the first. */
const removable = (t: string, today: string) =>
  sql`(${sql.raw(t)}.valid_from <> '-infinity' and ${sql.raw(t)}.effective_from > ${today}::date)`

interface TermRow extends Omit<ContractTerm, 'created_at'> {
  created_at: Date | string
}

/** Every term of a live contract, oldest first, as of `today`; undefined for no live contract. */
export async function listTerms(
  db: Executor,
  contractId: number,
  today: string,
): Promise<ContractTerm[] | undefined> {
  const [found] = await rowsOf<{ terms: TermRow[] | null }>(
    db,
    sql`select (select json_agg(r order by r.effective_from) from (
        select t.id, t.effective_from::text as effective_from,
          t.client_price::float8 as client_price, t.vendor_price::float8 as vendor_price,
          t.allocation::float8 as allocation, t.max_hours,
          (t.client_price - t.vendor_price)::float8 as margin, t.reason,
          ${inEffect('t', today)} as in_effect, ${removable('t', today)} as removable,
          t.created_at,
          case when u.id is null then null else json_build_object('id', u.id, 'name', u.name) end
            as actor
        from contract_terms t left join users u on u.id = t.actor_id
        where t.contract_id = c.id) r) as terms
      from contracts c where c.id = ${contractId} and c.deleted_at is null`,
  )
  if (!found) return undefined
  return (found.terms ?? []).map((term) => ({ ...term, created_at: isoTime(term.created_at) }))
}

/** Locks the live contract for the transaction; its period. NotFoundError when there is none. */
export async function lockContract(tx: Executor, contractId: number) {
  const [contract] = await rowsOf<{ start: string; end: string | null }>(
    tx,
    sql`select contract_start::text as start, contract_end::text as end from contracts
      where id = ${contractId} and deleted_at is null for update`,
  )
  if (!contract) throw new NotFoundError('Contract')
  return contract
}

/**
 * After a write of the contract's terms: their validity set again, the term in effect on `today`
 * copied onto the contract, its version moved on (its answer may change), and its history entry
 * of `action` with `changes` (jsonb).
 */
async function afterTermsWritten(
  tx: Pick<Database, 'execute' | 'update'>,
  contractId: number,
  writer: Writer,
  action: HistoryAction,
  changes: SQL,
  today: string,
) {
  await retimeTerms(tx, contractId)
  const written = await writeCounted(
    tx,
    tx
      .update(contracts)
      .set({
        version: sql`${contracts.version} + 1`,
        updatedAt: sql`now()`,
        ...copiedTerm({}, today),
      })
      .where(sql`${contracts.id} = (select id from before)`)
      .returning(),
    {
      before: sql`select * from contracts where id = ${contractId} for update`,
      moves: EDIT_MOVES,
      history: recordHistory(
        'contract',
        action,
        writer,
        sql`select id, null::int, ${changes} from written`,
      ),
    },
  )
  noteCopied(today)
  return written
}

/** The fields a term sets, as SQL values by column (those sent; the others carry over). */
export function termColumns(body: {
  client_price?: string | undefined
  vendor_price?: string | undefined
  allocation?: string | undefined
  max_hours?: number | undefined
}): Record<string, SQL> {
  const values: Record<string, SQL> = {}
  if (body.client_price !== undefined) values.client_price = sql`${body.client_price}::numeric`
  if (body.vendor_price !== undefined) values.vendor_price = sql`${body.vendor_price}::numeric`
  if (body.allocation !== undefined) values.allocation = sql`${body.allocation}::numeric`
  if (body.max_hours !== undefined) values.max_hours = sql`${body.max_hours}::int`
  return values
}

/**
 * Inserts a term of the locked contract from `day`, its fields carried over from the term before
 * it where `body` leaves them out; answers the term's id and what changed from the term before
 * (jsonb, for the history). The day is the caller's to check.
 */
export async function insertTerm(
  tx: Executor,
  contractId: number,
  day: string,
  body: Parameters<typeof termColumns>[0] & { reason: string },
  writer: Writer,
): Promise<{ id: number; changes: SQL }> {
  const sent = termColumns(body)
  const value = (column: string) => sent[column] ?? sql`p.${sql.raw(column)}`
  const [term] = await rowsOf<{ id: number; before: unknown; after: unknown }>(
    tx,
    sql`with p as (select * from contract_terms where contract_id = ${contractId}
        and effective_from < ${day}::date order by effective_from desc limit 1),
      added as (insert into contract_terms (contract_id, effective_from, client_price, vendor_price,
          allocation, max_hours, reason, actor_id)
        select ${contractId}, ${day}::date, ${value('client_price')}, ${value('vendor_price')},
          ${value('allocation')}, ${value('max_hours')}, ${body.reason}, ${writer?.id ?? null}::int
        from p returning *)
      select a.id, ${termFields('p')} as before, ${termFields('a')} as after from added a, p`,
  )
  if (!term) throw new NotFoundError('Contract')
  return {
    id: term.id,
    changes: changesOf(
      sql`${JSON.stringify(term.before)}::jsonb || '{"effective_from": null, "reason": null}'`,
      sql`${JSON.stringify(term.after)}::jsonb
        || jsonb_build_object('effective_from', ${day}::text, 'reason', ${body.reason}::text)`,
    ),
  }
}

/**
 * Adds a term from `effective_from`: within the contract's period, on a day no other term starts.
 * Answers the term as listed.
 */
export async function addTerm(
  db: Database,
  contractId: number,
  body: CreateTermBody,
  writer: Writer,
  today: string,
): Promise<ContractTerm> {
  const { term } = await writeContracts(
    db,
    () =>
      db.transaction(async (tx) => {
        const { start, end } = await lockContract(tx, contractId)
        const day = body.effective_from
        if (day < start || (end !== null && day > end))
          throw invalidField(
            'effective_from',
            end === null
              ? `Must be on or after the contract’s start, ${start}.`
              : `Must be within the contract’s period, ${start} to ${end}.`,
          )
        const [taken] = await rowsOf<{ id: number }>(
          tx,
          sql`select id from contract_terms where contract_id = ${contractId}
            and effective_from = ${day}::date`,
        )
        if (taken) throw invalidField('effective_from', 'Another term starts on this day.')
        const term = await insertTerm(tx, contractId, day, body, writer)
        const written = await afterTermsWritten(
          tx,
          contractId,
          writer,
          'term_added',
          term.changes,
          today,
        )
        return {
          written,
          term: (await listTerms(tx, contractId, today))!.find((listed) => listed.id === term.id)!,
        }
      }),
    ({ written }) => editChanges(written),
  )
  return term
}

/** Removes a term that starts after `today` (never the first one, nor one in effect or past). */
export async function removeTerm(
  db: Database,
  contractId: number,
  termId: number,
  writer: Writer,
  today: string,
) {
  await writeContracts(
    db,
    () =>
      db.transaction(async (tx) => {
        await lockContract(tx, contractId)
        const [term] = await rowsOf<{
          day: string
          first: boolean
          removable: boolean
          reason: string | null
        }>(
          tx,
          sql`select effective_from::text as day, valid_from = '-infinity' as first,
              ${removable('t', today)} as removable, reason
            from contract_terms t where id = ${termId} and contract_id = ${contractId}`,
        )
        if (!term) throw new NotFoundError('Term')
        if (!term.removable)
          throw invalidField(
            'term_id',
            term.first
              ? 'The first term cannot be removed.'
              : 'Only a term that starts after today can be removed.',
          )
        const [gone] = await rowsOf<{ before: unknown; after: unknown }>(
          tx,
          sql`with gone as (delete from contract_terms where id = ${termId} returning *),
            p as (select * from contract_terms where contract_id = ${contractId}
              and effective_from < ${term.day}::date order by effective_from desc limit 1)
            select ${termFields('g')} as before, ${termFields('p')} as after from gone g, p`,
        )
        return afterTermsWritten(
          tx,
          contractId,
          writer,
          'term_removed',
          changesOf(
            sql`${JSON.stringify(gone!.before)}::jsonb
              || jsonb_build_object('effective_from', ${term.day}::text, 'reason', ${term.reason}::text)`,
            sql`${JSON.stringify(gone!.after)}::jsonb || '{"effective_from": null, "reason": null}'`,
          ),
          today,
        )
      }),
    editChanges,
  )
}
