import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  CONTRACT_STATUSES,
  Overview,
  RENEWALS,
  type ContractStatus,
  type Renewal,
} from '../../src/interface'
import { resolveCompanyByName } from '../db/companies'
import { addDays } from '../db/overview'
import { derivedDrift } from '../db/derived'
import { createTestContext, type TestContext } from '../test/harness'

let t: TestContext
let admin: string
let acmeClient: string
let globexClient: string
let acme: number
let globex: number
const today = new Date().toISOString().slice(0, 10)

beforeAll(async () => {
  t = await createTestContext()
})
beforeEach(async () => {
  await t.reset()
  admin = (await t.createUser({ email: 'admin@hq.example', company: 'Staffing HQ', type: 'admin' }))
    .token
  acmeClient = (await t.createUser({ email: 'anna@acme.example', company: 'Acme Oy' })).token
  globexClient = (await t.createUser({ email: 'gina@globex.example', company: 'Globex Ltd' })).token
  acme = await resolveCompanyByName(t.db, 'Acme Oy')
  globex = await resolveCompanyByName(t.db, 'Globex Ltd')
})
afterAll(async () => {
  await t.close()
})
// Whatever a test wrote, the tallies and search texts still say what the rows say.
afterEach(async () => {
  expect(await derivedDrift(t.db)).toEqual([])
})

interface Made {
  id: number
  client: number
  status: ContractStatus
  start: string
  end: string | null
  terminated: boolean
  renewal?: Renewal
  noticeDays?: number
}

async function createContract(made: Omit<Made, 'id' | 'terminated'>, n: number) {
  const decided = { renewal: made.renewal, notice_days: made.noticeDays }
  const response = await t.request('POST', '/api/v1/contracts', {
    token: admin,
    body: {
      the_contract_id: `OV-${n}`,
      client_company_id: made.client,
      vendor_company_id: made.client === acme ? globex : acme,
      status: made.status,
      contract_start: made.start,
      ...(made.end === null ? { is_infinite: true } : { contract_end: made.end }),
      ...decided,
    },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.id as number
}

const overview = async (token: string) => {
  const response = await t.request('GET', '/api/v1/overview', { token })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return Overview.parse(response.body)
}

/** What the overview must say of `made` (the contracts one caller may see), worked out here. */
function expectedContracts(made: Made[]) {
  const live = made.filter((m) => !m.terminated)
  const month0 = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1, 1))
  const months = Array.from({ length: 12 }, (_, i) =>
    new Date(Date.UTC(month0.getUTCFullYear(), month0.getUTCMonth() + i, 1))
      .toISOString()
      .slice(0, 7),
  )
  const endingBy = (days: number) =>
    live.filter((m) => m.end !== null && m.end >= today && m.end <= addDays(today, days)).length
  return {
    by_status: Object.fromEntries(
      CONTRACT_STATUSES.map((s) => [s, live.filter((m) => m.status === s).length]),
    ),
    by_month: months.map((month) => ({
      month,
      starting: live.filter((m) => m.start.startsWith(month)).length,
      ending: live.filter((m) => m.end?.startsWith(month)).length,
    })),
    ending_within: { '30': endingBy(30), '60': endingBy(60), '90': endingBy(90) },
    renewals: Object.fromEntries(
      RENEWALS.map((renewal) => [
        renewal,
        live.filter(
          (m) =>
            (m.renewal ?? 'undecided') === renewal &&
            m.end !== null &&
            m.end >= today &&
            m.end <= addDays(today, 90),
        ).length,
      ]),
    ),
    notice_deadlines_within: Object.fromEntries(
      [7, 30].map((days) => [
        String(days),
        live.filter((m) => {
          if (m.end === null || m.noticeDays === undefined) return false
          const deadline = addDays(m.end, -m.noticeDays)
          return deadline >= today && deadline <= addDays(today, days)
        }).length,
      ]),
    ),
    ending_soon: live
      .filter((m) => m.end !== null && m.end >= today)
      .sort((a, b) => a.end!.localeCompare(b.end!) || a.id - b.id)
      .slice(0, 20)
      .map((m) => m.id),
  }
}

/** A spread of contracts around today: every status, open-ended, past, the edges of each window. */
async function makeContracts(): Promise<Made[]> {
  const offsets = [-400, -40, -1, 0, 1, 29, 30, 31, 59, 60, 61, 89, 90, 91, 200, 340, 364, 380]
  const made: Made[] = []
  let n = 0
  for (const [i, days] of offsets.entries()) {
    for (const client of [acme, globex]) {
      const status = CONTRACT_STATUSES[(i + client) % CONTRACT_STATUSES.length]!
      const start = addDays(today, days - 90)
      const end = i % 7 === 3 ? null : addDays(today, days)
      // Every decision, and notice periods that put deadlines on each side of the windows' edges.
      const renewal = RENEWALS[(i + client) % RENEWALS.length]!
      const target = [-1, 0, 7, 8, 30, 31, 12][(i + client) % 7]!
      const noticeDays = days - target >= 0 && days - target <= 365 ? days - target : undefined
      const fields = { client, status, start, end, renewal, noticeDays }
      made.push({ ...fields, id: await createContract(fields, ++n), terminated: false })
    }
  }
  // Terminated contracts count nowhere, however soon they would have ended.
  for (const m of made.filter((_, i) => i % 5 === 2)) {
    const response = await t.request('DELETE', `/api/v1/contracts/id/${m.id}`, { token: admin })
    expect(response.status).toBe(200)
    m.terminated = true
  }
  return made
}

describe('GET /api/v1/overview', () => {
  it('counts every contract figure exactly, for admins over every company and for a client over its own', async () => {
    const made = await makeContracts()
    const check = (answer: Overview, seen: Made[]) => {
      const expected = expectedContracts(seen)
      expect(answer.contracts.by_status).toEqual(expected.by_status)
      expect(answer.contracts.by_month).toEqual(expected.by_month)
      expect(answer.contracts.ending_within).toEqual(expected.ending_within)
      expect(answer.contracts.renewals).toEqual(expected.renewals)
      expect(answer.contracts.notice_deadlines_within).toEqual(expected.notice_deadlines_within)
      expect(answer.contracts.ending_soon.map((c) => c.id)).toEqual(expected.ending_soon)
    }
    const forAdmin = await overview(admin)
    check(forAdmin, made)
    expect(forAdmin.contracts.ending_within['30']).toBeGreaterThan(0)
    expect(Object.values(forAdmin.contracts.renewals).every((n) => n > 0)).toBe(true)
    expect(forAdmin.contracts.notice_deadlines_within['7']).toBeGreaterThan(0)
    expect(forAdmin.contracts.notice_deadlines_within['30']).toBeGreaterThan(
      forAdmin.contracts.notice_deadlines_within['7'],
    )
    check(
      await overview(acmeClient),
      made.filter((m) => m.client === acme),
    )
    check(
      await overview(globexClient),
      made.filter((m) => m.client === globex),
    )
  })

  it('answers the soonest contracts as the list and the record answer them', async () => {
    const made = await makeContracts()
    const { ending_soon } = (await overview(admin)).contracts
    expect(ending_soon.length).toBe(expectedContracts(made).ending_soon.length)
    expect(ending_soon.length).toBeGreaterThan(10)
    for (const contract of ending_soon.slice(0, 3)) {
      const one = await t.request('GET', `/api/v1/contracts/id/${contract.id}`, { token: admin })
      expect(contract).toEqual(one.body)
    }
  })

  it('lists at most 20 of the soonest', async () => {
    for (let n = 0; n < 23; n++)
      await createContract(
        { client: acme, status: 'ongoing', start: today, end: addDays(today, 22 - n) },
        n,
      )
    const { ending_soon } = (await overview(admin)).contracts
    expect(ending_soon.map((c) => c.the_contract_id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `OV-${22 - i}`),
    )
  })

  it('each figure is what the contracts list selects with the matching filter', async () => {
    await makeContracts()
    await expectFiguresOfLists(await overview(admin))
  })

  it('keeps the month figures exact through edits of the dates, open ends, statuses and terminations', async () => {
    const made = await makeContracts()
    const edit = async (m: Made, body: Record<string, unknown>) => {
      const response = await t.request('POST', `/api/v1/contracts/id/${m.id}/edit`, {
        token: admin,
        body,
      })
      expect(response.status, JSON.stringify(response.body)).toBe(200)
    }
    const live = made.filter((m) => !m.terminated)
    const endsLate = live.find((m) => m.end !== null && m.end > addDays(today, 100))!
    await edit(endsLate, { contract_start: addDays(today, 40) })
    await edit(live[1]!, { contract_end: addDays(today, 200) })
    await edit(live[2]!, { is_infinite: true })
    await edit(live[3]!, { contract_start: addDays(today, -10), contract_end: addDays(today, 15) })
    await edit(live[4]!, { status: 'ended', notes: 'status only' })
    await edit(live[5]!, { notes: 'nothing counted changes' })
    await t.request('DELETE', `/api/v1/contracts/id/${live[6]!.id}`, { token: admin })
    expect(await derivedDrift(t.db)).toEqual([])
    await expectFiguresOfLists(await overview(admin))
  })
})

/** Each figure of an admin's overview equals the total of the contracts list filtered to it. */
async function expectFiguresOfLists(answer: Overview) {
  {
    const listTotal = async (query: string) => {
      const response = await t.request('GET', `/api/v1/contracts?${query}`, { token: admin })
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      return response.body.total as number
    }
    for (const status of CONTRACT_STATUSES)
      expect(await listTotal(`status=${encodeURIComponent(status)}`)).toBe(
        answer.contracts.by_status[status],
      )
    for (const { month, starting, ending } of answer.contracts.by_month) {
      const first = `${month}-01`
      const last = addDays(
        new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1))
          .toISOString()
          .slice(0, 10),
        -1,
      )
      expect(await listTotal(`contract_start_from=${first}&contract_start_to=${last}`)).toBe(
        starting,
      )
      expect(await listTotal(`contract_end_from=${first}&contract_end_to=${last}`)).toBe(ending)
    }
    for (const days of ['30', '60', '90'] as const)
      expect(
        await listTotal(
          `contract_end_from=${today}&contract_end_to=${addDays(today, Number(days))}`,
        ),
      ).toBe(answer.contracts.ending_within[days])
    for (const renewal of RENEWALS)
      expect(
        await listTotal(
          `renewal=${renewal}&contract_end_from=${today}&contract_end_to=${addDays(today, 90)}`,
        ),
      ).toBe(answer.contracts.renewals[renewal])
    for (const days of ['7', '30'] as const)
      expect(
        await listTotal(
          `notice_deadline_from=${today}&notice_deadline_to=${addDays(today, Number(days))}`,
        ),
      ).toBe(answer.contracts.notice_deadlines_within[days])
  }
}

describe('GET /api/v1/overview, inquiries', () => {
  it('counts inquiries by status and positions by stage, a cancelled inquiry’s positions as cancelled, a client only its own', async () => {
    const inquiry = (token: string, title: string, hires: number) =>
      t.request('POST', '/api/v1/inquiries', {
        token,
        body: {
          title,
          industry: { name: 'Software' },
          main_contact: 'Anna',
          hires: Array.from({ length: hires }, (_, i) => ({
            title: `${title} ${i}`,
            type: 'full_time',
          })),
        },
      })
    const kept = await inquiry(acmeClient, 'Acme kept', 3)
    const dropped = await inquiry(acmeClient, 'Acme dropped', 2)
    await inquiry(globexClient, 'Globex one', 1)
    expect(
      (await t.request('POST', `/api/v1/inquiry/${dropped.body.id}/cancel`, { token: acmeClient }))
        .status,
    ).toBe(200)
    const detail = await t.request('GET', `/api/v1/inquiry/${kept.body.id}`, { token: acmeClient })
    const position = detail.body.positions[0].id
    expect(
      (
        await t.request('POST', `/api/v1/inquiry/${kept.body.id}/positions/${position}/cancel`, {
          token: acmeClient,
        })
      ).status,
    ).toBe(200)

    expect((await overview(admin)).inquiries).toEqual({
      by_status: { pending: 2, cancelled: 1 },
      positions_by_stage: { pending: 3, cancelled: 3 },
    })
    expect((await overview(acmeClient)).inquiries).toEqual({
      by_status: { pending: 1, cancelled: 1 },
      positions_by_stage: { pending: 2, cancelled: 3 },
    })
    expect((await overview(globexClient)).inquiries).toEqual({
      by_status: { pending: 1, cancelled: 0 },
      positions_by_stage: { pending: 1, cancelled: 0 },
    })
  })

  it('answers zeros and twelve months on an empty database, and 401 without a token', async () => {
    const empty = await overview(admin)
    expect(empty.contracts.by_month).toHaveLength(12)
    expect(empty.contracts.by_month[0]!.month).toBe(today.slice(0, 7))
    expect(empty.contracts.by_month.every((m) => m.starting === 0 && m.ending === 0)).toBe(true)
    expect(empty.contracts.ending_soon).toEqual([])
    expect(empty.contracts.by_status).toEqual({
      'not started': 0,
      ongoing: 0,
      ended: 0,
      unknown: 0,
    })
    expect((await t.request('GET', '/api/v1/overview')).status).toBe(401)
  })
})

describe('the contracts list’s date filters', () => {
  it('refuse a malformed day or a range that ends before it starts with 422 naming the parameter', async () => {
    const list = (query: string) => t.request('GET', `/api/v1/contracts?${query}`, { token: admin })
    const bad = await list('contract_end_from=2026-13-01')
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toEqual(['contract_end_from'])
    const reversed = await list('contract_start_from=2026-05-02&contract_start_to=2026-05-01')
    expect(reversed.status).toBe(422)
    expect(reversed.body.errors.contract_start_to[0]).toMatch(/on or after contract_start_from/)
    const oneDay = await list('contract_start_from=2026-05-01&contract_start_to=2026-05-01')
    expect(oneDay.status).toBe(200)
  })

  it('never match an open-ended contract on its end, and combine with status and search', async () => {
    const made = await makeContracts()
    const horizon = addDays(today, 400)
    const response = await t.request(
      'GET',
      `/api/v1/contracts?contract_end_from=${addDays(today, -500)}&contract_end_to=${horizon}&per_page=100`,
      { token: admin },
    )
    const expected = made.filter((m) => !m.terminated && m.end !== null)
    expect(response.body.total).toBe(expected.length)
    expect(response.body.contracts.every((c: { is_infinite: boolean }) => !c.is_infinite)).toBe(
      true,
    )
    const ongoingSearched = await t.request(
      'GET',
      `/api/v1/contracts?status=ongoing&search=OV-1&contract_start_from=${addDays(today, -100)}&per_page=100`,
      { token: admin },
    )
    const want = made.filter(
      (m) =>
        !m.terminated &&
        m.status === 'ongoing' &&
        m.start >= addDays(today, -100) &&
        String(made.indexOf(m) + 1).startsWith('1'),
    )
    expect(ongoingSearched.body.total).toBe(want.length)
    expect(ongoingSearched.body.total).toBeGreaterThan(0)
  })
})
