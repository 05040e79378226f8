import { expect } from 'vitest'
import type { TestContext } from './harness'

export type Person = Awaited<ReturnType<TestContext['createUser']>>

/** The date `days` from today (UTC), as YYYY-MM-DD. */
export const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/**
 * The notification tests' cast: admins Ada and Root of Staffing HQ, Anna and Bea of Acme Oy, Gina
 * of Globex Ltd; with a request that must succeed, and a contract ending soon.
 */
export async function notifyCast(t: TestContext) {
  const admin = { company: 'Staffing HQ', type: 'admin' } as const
  const ada = await t.createUser({ name: 'Ada', email: 'ada@hq.example', ...admin })
  const root = await t.createUser({ name: 'Root', email: 'root@hq.example', ...admin })
  const anna = await t.createUser({ name: 'Anna', email: 'anna@acme.example', company: 'Acme Oy' })
  const bea = await t.createUser({ name: 'Bea', email: 'bea@acme.example', company: 'Acme Oy' })
  const gina = await t.createUser({
    name: 'Gina',
    email: 'gina@globex.example',
    company: 'Globex Ltd',
  })

  /** A request by `who` that must succeed: its answer's body. */
  async function send(who: Person, method: string, path: string, body?: unknown) {
    const response = await t.request(method, path, { token: who.token, body })
    expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300)
    return response.body
  }

  /** Ada's contract of Acme with Globex, begun 100 days ago, ending `days` from today: its id. */
  async function contractEnding(days: number, publicId = `C-${days}`) {
    const body = await send(ada, 'POST', '/api/v1/contracts', {
      the_contract_id: publicId,
      client_company_id: anna.companyId,
      vendor_company_id: gina.companyId,
      contract_start: inDays(-100),
      contract_end: inDays(days),
    })
    return body.id as number
  }

  return { ada, root, anna, bea, gina, send, contractEnding }
}
export type NotifyCast = Awaited<ReturnType<typeof notifyCast>>
