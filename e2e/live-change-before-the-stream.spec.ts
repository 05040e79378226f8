import { expect, test } from '@playwright/test'
import { companies, unique } from './contracts-fixtures'
import { accounts, createUserThroughApi, signIn, tokenThroughApi } from './fixtures'

test("a colleague's change made after the page read its rows but before its change feed opened still shows", async ({
  page,
  request,
}) => {
  const colleague = await createUserThroughApi(request, { name: 'Bea Colleague', type: 'admin' })
  const token = await tokenThroughApi(request, { email: colleague.email, password: 'password123' })
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' }
  const contractId = unique('FEED-')
  const created = await request.post('/api/v1/contracts', {
    headers,
    data: {
      the_contract_id: contractId,
      client_company_id: companies.acme,
      vendor_company_id: companies.globex,
      contract_start: '2026-01-01',
      allocation: 80,
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }

  await signIn(page, accounts.admin)
  // The page is opened afresh with its change feed held back: the rows are read first.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/v1/events**', async (route) => {
    await held
    await route.continue()
  })
  await page.goto(`/contracts?search=${contractId}`)
  const row = page.getByRole('row', { name: new RegExp(contractId) })
  await expect(row).toContainText('80 %')

  const edited = await request.post(`/api/v1/contracts/id/${id}/edit`, {
    headers,
    data: { allocation: 55 },
  })
  expect(edited.status()).toBe(200)
  release()
  await expect(row).toContainText('55 %')
})
