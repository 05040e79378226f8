import { type Browser, expect, test } from '@playwright/test'
import { accounts, fillSignInForm, tokenThroughApi } from './fixtures'
import { companies, createContractsThroughApi, unique } from './contracts-fixtures'

/** An admin of their own, so that their language touches no other journey. */
async function createAdmin(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL })
  const request = context.request
  const token = await tokenThroughApi(request, accounts.admin)
  const email = `kielivalinta.${Date.now()}@example.test`
  const created = await request.post('/api/v1/users', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    data: {
      name: 'Kaisa Kielinen',
      email,
      type: 'admin',
      password: 'password123',
      confirm_password: 'password123',
    },
  })
  expect(created.status()).toBe(201)
  await context.close()
  return { email, password: 'password123', name: 'Kaisa Kielinen' }
}

test('a person switches to Finnish in the profile: at once, after a reload and in another browser', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const person = await createAdmin(browser, baseURL!)
  // A contract of its own with a price: the first page of contracts may hold none with one.
  const id = unique('FI-')
  await createContractsThroughApi(request, [
    {
      the_contract_id: id,
      client_company_id: companies.acme,
      vendor_company_id: companies.globex,
      contract_start: '2026-11-24',
      contract_end: '2027-01-31',
      client_price: 1250,
    },
  ])
  await page.goto('/sign-in')
  await expect(page.getByRole('heading', { name: 'Sign in to Staffing Admin' })).toBeVisible()
  await fillSignInForm(page, person)
  await expect(page.getByRole('banner')).toContainText(person.name)

  await page.getByRole('navigation').getByRole('link', { name: 'Profile' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
  // Marks this document: a reload would lose it.
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))

  await page.getByRole('combobox', { name: 'Dashboard language' }).click()
  await page.getByRole('option', { name: 'Suomi' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Profiili' })).toBeVisible()
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Käyttäjät' })).toBeVisible()
  await expect(page.getByText('Kieli tallennettu.')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)

  // Dates and money in Finnish: 24.11.2026, 1 250,00.
  await page.getByRole('navigation').getByRole('link', { name: 'Sopimukset' }).click()
  const contracts = page.getByRole('table', { name: 'Sopimukset' })
  await expect(contracts).toBeVisible()
  await page.goto(`/contracts?search=${id}`)
  await expect(contracts.getByText('24.11.2026 – 31.1.2027')).toBeVisible()
  await expect(contracts.getByText(/^1\s250,00$/)).toBeVisible()
  await expect(contracts.getByText(/^\d{1,3}(,\d{3})*\.\d{2}$/)).toHaveCount(0)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Sopimukset' })).toBeVisible()

  // The language is kept with the person: another browser (English) follows it once signed in.
  const elsewhere = await browser.newContext({ baseURL, locale: 'en-US' })
  const other = await elsewhere.newPage()
  await other.goto('/sign-in')
  await expect(other.getByRole('heading', { name: 'Sign in to Staffing Admin' })).toBeVisible()
  await fillSignInForm(other, person)
  await expect(other.getByRole('heading', { level: 1, name: 'Yleiskatsaus' })).toBeVisible()
  await expect(other.locator('html')).toHaveAttribute('lang', 'fi')
  await elsewhere.close()
})

test('a signed-out visitor gets the browser’s language when the dashboard speaks it', async ({
  browser,
  baseURL,
}) => {
  const finnish = await browser.newContext({ baseURL, locale: 'fi-FI' })
  const page = await finnish.newPage()
  await page.goto('/sign-in')
  await expect(page.getByRole('heading', { name: 'Kirjaudu Staffing Adminiin' })).toBeVisible()
  await expect(page.getByLabel('Sähköposti')).toBeVisible()
  // Validation in Finnish, from the shared schema's English sentence.
  await page.getByRole('button', { name: 'Kirjaudu' }).click()
  await expect(page.getByText('Tämä kenttä on pakollinen.').first()).toBeVisible()
  await finnish.close()

  const swedish = await browser.newContext({ baseURL, locale: 'sv-SE' })
  const other = await swedish.newPage()
  await other.goto('/sign-in')
  await expect(other.getByRole('heading', { name: 'Sign in to Staffing Admin' })).toBeVisible()
  await swedish.close()
})
