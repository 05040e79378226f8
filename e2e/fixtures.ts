import { type APIRequestContext, type Page, expect } from '@playwright/test'

export const accounts = {
  admin: {
    email: 'admin@example.com',
    password: 'admin12345',
    name: 'Ada Admin',
    company: 'Staffing HQ',
  },
  anna: {
    email: 'anna@acme.example',
    password: 'client12345',
    name: 'Anna Andersson',
    company: 'Acme Oy',
  },
} as const

type Account = { email: string; password: string; name: string }

export async function signIn(page: Page, account: Account) {
  await page.goto('/sign-in')
  await fillSignInForm(page, account)
  await expect(page.getByRole('banner')).toContainText(account.name)
}

export async function fillSignInForm(page: Page, account: Account) {
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** A token of `account`'s, signed in through the API. */
export async function tokenThroughApi(
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const signedIn = await request.post('/api/v1/auth/token', {
    data: { email: account.email, password: account.password },
  })
  expect(signedIn.status()).toBe(201)
  return ((await signedIn.json()) as { token: string }).token
}

/** Each journey that changes data works on a user of its own, so the journeys stay independent. */
export async function createUserThroughApi(
  request: APIRequestContext,
  fields: { name: string; company_name?: string; type?: 'admin' | 'client' },
) {
  const token = await tokenThroughApi(request, accounts.admin)
  const email = `${fields.name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.test`
  const created = await request.post('/api/v1/users', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    data: { ...fields, email, password: 'password123', confirm_password: 'password123' },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  await request.delete('/api/v1/auth/token', { headers: { Authorization: `Bearer ${token}` } })
  return { id, email, name: fields.name }
}
