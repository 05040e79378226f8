/**
 * The mixed workload of `npm run bench`, short: 8 connections for 5 s against the real app over a
 * fresh database. It asserts what the server acknowledged is there afterwards, never timing.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../server/test/harness'
import { reconcile } from './mixed-ledger'
import { runMixed } from './mixed'
import { WRITES } from './mixed-writes'

let server: Awaited<ReturnType<typeof startTestServer>>
let report: Awaited<ReturnType<typeof runMixed>>

beforeAll(async () => {
  server = await startTestServer()
  await server.seedDemo()
  report = await runMixed([server.url], { connections: 8, seconds: 5 })
}, 120_000)

afterAll(() => server?.close())

describe('mixed reads and writes under load', () => {
  it('answers every request with a 2xx, and loses no acknowledged create, edit or terminate', () => {
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
    // Creates and edits of contracts only, so that there are some of each whatever the dice say.
    const mix = WRITES.filter((o) => ['POST contracts', 'POST contracts/…/edit'].includes(o.name))
    const run = await runMixed([server.url], { connections: 2, seconds: 1, mix })
    const contracts = [...run.ledger.records.values()].filter((t) => t.kind === 'contract')
    const created =
      contracts.find((t) => t.identity && t.fields.size === 0) ?? contracts.find((t) => t.identity)
    const edited = contracts.find((t) => t !== created && t.fields.has('notes'))
    expect(created && edited).toBeTruthy()
    // Behind the API's back, as a lost write would look.
    await server.context.db.execute(sql`delete from contracts where id = ${created!.id}`)
    await server.context.db.execute(
      sql`update contracts set notes = 'lost' where id = ${edited!.id}`,
    )

    const r = await reconcile(run.ledger, (path) =>
      server.context.request('GET', path, { token: run.setup.adminToken }),
    )
    expect(r.createsFound).toBe(r.createsAcknowledged - 1)
    expect(r.editsVisible).toBeLessThan(r.editsAcknowledged)
    expect(r.problems).toContain(`contract ${created!.id}: created (2xx) but not found`)
    expect(r.problems.some((p) => p.startsWith(`contract ${edited!.id}: notes shows "lost"`))).toBe(
      true,
    )
  })

  it('notices a terminated contract that is still there', async () => {
    const mix = WRITES.filter((o) =>
      ['POST contracts', 'DELETE contracts/… (terminate)'].includes(o.name),
    )
    const run = await runMixed([server.url], { connections: 2, seconds: 1, mix })
    const terminated = [...run.ledger.records.values()].filter((t) => t.removed === 'acknowledged')
    expect(terminated.length).toBeGreaterThan(0)
    expect(run.reconciliation.problems).toEqual([])
    const back = terminated[0]!
    await server.context.db.execute(
      sql`update contracts set deleted_at = null where id = ${back.id}`,
    )

    const r = await reconcile(run.ledger, (path) =>
      server.context.request('GET', path, { token: run.setup.adminToken }),
    )
    expect(r.problems).toEqual([`contract ${back.id}: terminated (2xx) but still found`])
  })
})
