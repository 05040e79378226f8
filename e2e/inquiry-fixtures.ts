import { type APIRequestContext, expect } from '@playwright/test'
import { createUserThroughApi, tokenThroughApi } from './fixtures'

export type ClientAccount = { email: string; password: string; name: string; company: string }

/**
 * A client of a company of its own: counters start at zero and no other journey's inquiries show
 * up, so each journey stays independent of the demo data and of the others.
 */
export async function createClientOfNewCompany(
  request: APIRequestContext,
  name: string,
): Promise<ClientAccount> {
  const company = `${name} Company ${Date.now()}`
  const user = await createUserThroughApi(request, { name, company_name: company })
  return { email: user.email, password: 'password123', name, company }
}

type NewInquiry = {
  title: string
  description?: string
  main_contact?: string
  industry?: { name: string }
  hires: {
    title: string
    type: 'full_time' | 'part_time' | 'contract' | 'freelance'
    description?: string
  }[]
}

/** Creates an inquiry as `account`, the way a script would: straight through the API. */
export async function createInquiryThroughApi(
  request: APIRequestContext,
  account: ClientAccount,
  inquiry: NewInquiry,
): Promise<number> {
  const token = await tokenThroughApi(request, account)
  const created = await request.post('/api/v1/inquiries', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    data: { industry: { name: 'Software' }, ...inquiry },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  await request.delete('/api/v1/auth/token', { headers: { Authorization: `Bearer ${token}` } })
  return id
}
