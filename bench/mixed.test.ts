/**
 * The mixed workload of `npm run bench`, short: 8 connections for 3 s against the real app over a
 * fresh database. It asserts what the server acknowledged is there afterwards, never timing.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../server/test/harness'
import { reconcile } from './mixed-ledger'
import { runMixed } from './mixed'

let server: Awaited<ReturnType<typeof startTestServer>>
let report: Awaited<ReturnType<typeof runMixed>>

beforeAll(async () => {
  server = await startTestServer()
  await server.seedDemo()
  report = await runMixed(server.url, { connections: 8, seconds: 3 })
}, 120_000)

afterAll(() => server?.close())

describe('mixed reads and writes under load', () => {
  it('answers every request with a 2xx, and loses no acknowledged create or edit', () => {
    const r = report.reconciliation
    expect(report.samples).toEqual([])
    expect({
      non2xx: report.non2xx,
      serverErrors: report.serverErrors,
      errors: report.errors,
    }).toEqual({
      non2xx: 0,
      serverErrors: 0,
      errors: 0,
    })
    expect(report.reads.requests).toBeGreaterThan(0)
    expect(r.problems).toEqual([])
    expect(r.createsAcknowledged).toBeGreaterThan(0)
    expect(r.createsFound).toBe(r.createsAcknowledged)
    expect(r.editsAcknowledged).toBeGreaterThan(0)
    expect(r.editsVisible).toBe(r.editsAcknowledged)
  })

  it('notices a lost create and an edit that does not show', async () => {
    const contracts = [...report.ledger.records.values()].filter((t) => t.kind === 'contract')
    const created =
      contracts.find((t) => t.identity && t.fields.size === 0) ?? contracts.find((t) => t.identity)
    const edited = contracts.find((t) => t !== created && t.fields.has('notes'))
    expect(created && edited).toBeTruthy()
    // Behind the API's back, as a lost write would look.
    await server.context.db.execute(sql`delete from contracts where id = ${created!.id}`)
    await server.context.db.execute(
      sql`update contracts set notes = 'lost' where id = ${edited!.id}`,
    )

    const r = await reconcile(report.ledger, (path) =>
      server.context.request('GET', path, { token: report.setup.adminToken }),
    )
    expect(r.createsFound).toBe(r.createsAcknowledged - 1)
    expect(r.editsVisible).toBeLessThan(r.editsAcknowledged)
    expect(r.problems).toContain(`contract ${created!.id}: created (2xx) but not found`)
    expect(r.problems.some((p) => p.startsWith(`contract ${edited!.id}: notes shows "lost"`))).toBe(
      true,
    )
  })
})
