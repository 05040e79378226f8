import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test'
import { accounts, tokenThroughApi } from './fixtures'

/** Demo companies by id, as the demo seed creates them. */
export const companies = { staffingHq: 1, acme: 2, globex: 3, initech: 4, umbrella: 5 } as const

type NewContract = {
  the_contract_id: string
  client_company_id: number
  vendor_company_id: number
  contract_start: string
  contract_end?: string
  allocation?: number
  status?: 'not started' | 'ongoing' | 'ended' | 'unknown'
  client_price?: number
  vendor_price?: number
  selected_consultant?: { name: string; title?: string }
}

/** Creates contracts as the demo admin, straight through the API, as a journey's setup. */
export async function createContractsThroughApi(
  request: APIRequestContext,
  contracts: NewContract[],
): Promise<number[]> {
  const token = await tokenThroughApi(request, accounts.admin)
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' }
  const ids: number[] = []
  for (const contract of contracts) {
    const created = await request.post('/api/v1/contracts', { headers, data: contract })
    expect(created.status()).toBe(201)
    ids.push(((await created.json()) as { id: number }).id)
  }
  await request.delete('/api/v1/auth/token', { headers })
  return ids
}

/**
 * A contract at `allocation` %, created through the API, and its allocation set as a colleague
 * would set it meanwhile: for journeys that watch a page follow someone else's change.
 */
export async function contractToChange(
  request: APIRequestContext,
  prefix: string,
  allocation = 80,
) {
  const contractId = unique(prefix)
  const [id] = await createContractsThroughApi(request, [
    {
      the_contract_id: contractId,
      client_company_id: companies.acme,
      vendor_company_id: companies.globex,
      contract_start: '2026-01-01',
      allocation,
    },
  ])
  const token = await tokenThroughApi(request, accounts.admin)
  const setAllocation = async (value: number) => {
    const edited = await request.post(`/api/v1/contracts/id/${id}/edit`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      data: { allocation: value },
    })
    expect(edited.status()).toBe(200)
  }
  return { contractId, setAllocation }
}

/** A name no other journey (or earlier run against the same server) has used. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}`

/** Presses Tab until `target` has the focus: how a keyboard user reaches a field. */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}
