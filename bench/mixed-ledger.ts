/**
 * What the server acknowledged during a mixed run, and the check afterwards that all of it is there:
 * every create answered 2xx is found by id, every edited field shows its last acknowledged value.
 */

export type RecordKind = 'inquiry' | 'position' | 'contract' | 'user'

/** Values are compared as JSON text, in the shape `project` below gives them. */
type Expected = Map<string, string[]>

export interface Tracked {
  kind: RecordKind
  id: number
  /** A position's inquiry: positions are read through it. */
  inquiryId?: number
  /** Set when this run created the record: fields that identify it. */
  identity?: Expected
  /** Per edited field, the values it may show: the last acknowledged one, plus any sent after it whose outcome is unknown. */
  fields: Expected
  /** Terminated: acknowledged (it must be gone), or unknown (it may be). */
  removed?: 'acknowledged' | 'unknown'
}

export type EditOutcome = 'acknowledged' | 'rejected' | 'unknown'

const keyOf = (kind: RecordKind, id: number) => `${kind}:${id}`
const json = (value: unknown) => JSON.stringify(value ?? null)

export class Ledger {
  readonly records = new Map<string, Tracked>()
  /** Edit requests that answered 2xx (an edit may set several fields). */
  editRequests = 0

  private track(kind: RecordKind, id: number, inquiryId?: number): Tracked {
    const key = keyOf(kind, id)
    let tracked = this.records.get(key)
    if (!tracked) {
      tracked = { kind, id, inquiryId, fields: new Map() }
      this.records.set(key, tracked)
    }
    return tracked
  }

  created(kind: RecordKind, id: number, identity: Record<string, unknown>, inquiryId?: number) {
    const tracked = this.track(kind, id, inquiryId)
    tracked.identity = new Map(Object.entries(identity).map(([field, v]) => [field, [json(v)]]))
  }

  /** `values` in projected form. A rejected edit (4xx) changes nothing; an unknown one (error, 5xx) may have. */
  edited(
    kind: RecordKind,
    id: number,
    values: Record<string, unknown>,
    outcome: EditOutcome,
    inquiryId?: number,
  ) {
    if (outcome === 'rejected') return
    const tracked = this.track(kind, id, inquiryId)
    if (outcome === 'acknowledged') this.editRequests += 1
    for (const [field, value] of Object.entries(values)) {
      const accepted = tracked.fields.get(field)
      if (outcome === 'acknowledged') tracked.fields.set(field, [json(value)])
      // Before any acknowledged value the field's value is not known here: nothing to check.
      else if (accepted) accepted.push(json(value))
    }
  }

  /** A terminate (soft delete): afterwards the record is gone from every look-up. */
  removed(kind: RecordKind, id: number, outcome: EditOutcome) {
    if (outcome === 'rejected') return
    const tracked = this.track(kind, id)
    if (outcome === 'acknowledged') this.editRequests += 1
    if (tracked.removed !== 'acknowledged') tracked.removed = outcome
  }
}

/** A record as the API returned it, reduced to the fields the ledger speaks of. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API bodies, read loosely
export function project(kind: RecordKind, record: any): Record<string, unknown> {
  switch (kind) {
    case 'inquiry':
      return {
        title: record.title,
        status: record.status,
        hires: (record.positions as { title: string }[])
          .map((p) => p.title)
          .filter((title) => title.includes(' / hire '))
          .sort(),
      }
    case 'position':
      return { title: record.title, stage: record.stage }
    case 'contract':
      return {
        the_contract_id: record.the_contract_id,
        status: record.status,
        notes: record.notes,
        client_price: record.client_price,
        allocation: record.allocation,
        consult_skills: record.consult_skills,
        consultant: record.consultant?.name ?? null,
        client_company_id: record.client_company_id,
        vendor_company_id: record.vendor_company_id,
      }
    case 'user':
      return { email: record.email, name: record.name, phone: record.phone }
  }
}

export interface Reconciliation {
  createsAcknowledged: number
  createsFound: number
  /** Edited fields, each checked at its last acknowledged value. */
  editsAcknowledged: number
  editsVisible: number
  /** Acknowledged edit requests behind those fields. */
  editRequests: number
  /** What did not match, one line each (at most 20). */
  problems: string[]
}

type Fetch = (path: string) => Promise<{ status: number; body: unknown }>

/** Reads every tracked record back by id (as an admin, who sees everything) and compares. */
export async function reconcile(ledger: Ledger, get: Fetch): Promise<Reconciliation> {
  const result: Reconciliation = {
    createsAcknowledged: 0,
    createsFound: 0,
    editsAcknowledged: 0,
    editsVisible: 0,
    editRequests: ledger.editRequests,
    problems: [],
  }
  const problem = (line: string) => {
    if (result.problems.length < 20) result.problems.push(line)
  }
  // One read per inquiry serves its positions too.
  const inquiries = new Map<number, Promise<{ status: number; body: unknown }>>()
  const inquiry = (id: number) => {
    if (!inquiries.has(id)) inquiries.set(id, get(`/api/v1/inquiry/${id}`))
    return inquiries.get(id)!
  }
  const read = async (tracked: Tracked): Promise<unknown> => {
    switch (tracked.kind) {
      case 'inquiry':
      case 'position': {
        const response = await inquiry(tracked.inquiryId ?? tracked.id)
        if (response.status !== 200) return undefined
        if (tracked.kind === 'inquiry') return response.body
        const positions = (response.body as { positions: { id: number }[] }).positions
        return positions.find((p) => p.id === tracked.id)
      }
      case 'contract':
      case 'user': {
        const path =
          tracked.kind === 'contract'
            ? `/api/v1/contracts/id/${tracked.id}`
            : `/api/v1/users/${tracked.id}`
        const response = await get(path)
        return response.status === 200 ? response.body : undefined
      }
    }
  }
  const check = async (tracked: Tracked) => {
    const record = await read(tracked)
    const actual = record === undefined ? undefined : project(tracked.kind, record)
    const name = `${tracked.kind} ${tracked.id}`
    if (tracked.removed) {
      result.editsAcknowledged += 1
      if (!actual || tracked.removed === 'unknown') result.editsVisible += 1
      else problem(`${name}: terminated (2xx) but still found`)
      return
    }
    if (tracked.identity) {
      result.createsAcknowledged += 1
      if (!actual) problem(`${name}: created (2xx) but not found`)
      else {
        const wrong = [...tracked.identity].filter(([f, ok]) => !ok.includes(json(actual[f])))
        if (wrong.length === 0) result.createsFound += 1
        else problem(`${name}: found with other ${wrong.map(([f]) => f).join(', ')}`)
      }
    }
    for (const [field, accepted] of tracked.fields) {
      result.editsAcknowledged += 1
      const shown = actual ? json(actual[field]) : undefined
      if (shown !== undefined && accepted.includes(shown)) result.editsVisible += 1
      else
        problem(
          `${name}: ${field} shows ${shown ?? '(not found)'}, acknowledged ${accepted.join(' or ')}`,
        )
    }
  }
  // A few at a time: quick, without turning the check into another load test.
  const queue = [...ledger.records.values()]
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let tracked = queue.shift(); tracked; tracked = queue.shift()) await check(tracked)
    }),
  )
  return result
}
