import { type APIRequestContext, type Page, expect, test } from '@playwright/test'
import { expectNoSeriousViolations, settled } from './a11y-fixtures'
import { companies, createContractsThroughApi, unique } from './contracts-fixtures'
import { accounts, signIn, tokenThroughApi } from './fixtures'

const DAY = 86_400_000
/** Today as the server reads it (UTC), `days` on. */
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)
/** The first of next month: where a rate change starts by default. */
function firstOfNextMonth() {
  const today = new Date()
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1))
    .toISOString()
    .slice(0, 10)
}
/** `iso` three months on, as the extend dialog proposes (the month's last day where shorter). */
function threeMonthsAfter(iso: string) {
  const [year, month, date] = iso.split('-').map(Number) as [number, number, number]
  const lastOfMonth = new Date(Date.UTC(year, month + 3, 0)).getUTCDate()
  return new Date(Date.UTC(year, month + 2, Math.min(date, lastOfMonth))).toISOString().slice(0, 10)
}
/** A day as the dashboard writes it in English: "1 Dec 2026". */
const shown = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

type Renewals = { undecided: number; renewing: number; not_renewing: number }

/** The overview's renewal figures (contracts ending within 90 days), as the admin's API reads them. */
async function renewalsNow(request: APIRequestContext): Promise<Renewals> {
  const token = await tokenThroughApi(request, accounts.admin)
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' }
  const overview = await request.get('/api/v1/overview', { headers })
  expect(overview.status()).toBe(200)
  const { contracts } = (await overview.json()) as { contracts: { renewals: Renewals } }
  await request.delete('/api/v1/auth/token', { headers })
  return contracts.renewals
}

/** The figure the overview shows under one renewal decision. */
const renewalFigure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Renewals ahead (next 90 days)' })
    .getByRole('group', { name: label, exact: true })

test('an admin raises a rate from next month, extends the contract, marks it renewing, and the overview moves', async ({
  page,
  request,
}) => {
  // Four forms, the overview and the history in one journey: 25 s alone on a machine of two
  // cores, 31 s in the whole suite, past the 30 s a test gets by default.
  test.slow()
  const publicId = unique('TERMS-')
  const end = day(45)
  const extendedEnd = threeMonthsAfter(end)
  const rateFrom = firstOfNextMonth()
  const [id] = await createContractsThroughApi(request, [
    {
      the_contract_id: publicId,
      client_company_id: companies.acme,
      vendor_company_id: companies.globex,
      contract_start: day(-100),
      contract_end: end,
      status: 'ongoing',
      vendor_price: 80,
    },
  ])
  // Ending within 90 days and undecided: the overview counts it among the undecided.
  const before = await renewalsNow(request)

  await signIn(page, accounts.admin)
  await page.goto(`/contracts?search=${publicId}`)
  await page
    .getByRole('table', { name: 'Contracts' })
    .getByRole('link', { name: publicId, exact: true })
    .click()
  await expect(page.getByRole('heading', { name: `Edit ${publicId}`, level: 1 })).toBeVisible()

  // Change rate from… the first of next month: today's prices to change from, a reason.
  await page.getByRole('button', { name: 'Change rate from…' }).click()
  const rate = page.getByRole('dialog', { name: `Change the rate of ${publicId}` })
  await expect(rate.getByRole('textbox', { name: /^Effective from/ })).toHaveValue(rateFrom)
  await expect(rate.getByRole('textbox', { name: 'Vendor price' })).toHaveValue('80')
  await rate.getByRole('textbox', { name: 'Client price' }).fill('120')
  await rate.getByRole('textbox', { name: /^Reason/ }).fill('Annual rate review')
  await settled(rate)
  await expectNoSeriousViolations(page)
  await rate.getByRole('button', { name: 'Change rate' }).click()
  await expect(
    page.getByText(`${publicId}: the new rate applies from ${shown(rateFrom)}.`),
  ).toBeVisible()
  await expect(rate).toBeHidden()

  // Extend…, from the keyboard: three months on is proposed; a reason is asked.
  await page.getByRole('button', { name: 'Extend…' }).focus()
  await page.keyboard.press('Enter')
  const extend = page.getByRole('dialog', { name: `Extend ${publicId}` })
  const newEnd = extend.getByRole('textbox', { name: /^New end date/ })
  await expect(newEnd).toBeFocused()
  await expect(newEnd).toHaveValue(extendedEnd)
  await extend.getByRole('textbox', { name: /^Reason/ }).fill('The client extended the project')
  await extend.getByRole('button', { name: 'Extend' }).click()
  await expect(page.getByText(`${publicId} now ends on ${shown(extendedEnd)}.`)).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'End date' })).toHaveValue(extendedEnd)

  // The Terms tab: today's term current, next month's to come (and removable), with its reason.
  await page.getByRole('tab', { name: 'Terms' }).click()
  // The tab is in the address: a link to it, or a reload, opens it again.
  await expect(page).toHaveURL(/[?&]tab=terms/)
  const terms = page.getByRole('table', { name: 'Prices and workload over time' })
  const rows = terms.getByRole('row')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(1)).toContainText('Current')
  await expect(rows.nth(2)).toContainText(shown(rateFrom))
  await expect(rows.nth(2)).toContainText(shown(extendedEnd))
  await expect(rows.nth(2)).toContainText('120.00')
  await expect(rows.nth(2)).toContainText('Annual rate review')
  await expect(
    rows.nth(2).getByRole('button', { name: `Remove the term from ${shown(rateFrom)}` }),
  ).toBeVisible()
  await expectNoSeriousViolations(page)

  // Renewing, saved with the form (which stands on the contract as the dialogs left it).
  await page.getByRole('tab', { name: 'Details' }).click()
  const renewal = page.getByRole('combobox', { name: 'Renewal' })
  await expect(renewal).toHaveValue('Undecided')
  await renewal.click()
  await page.getByRole('option', { name: 'Renewing', exact: true }).click()
  await expect(renewal).toHaveValue('Renewing')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText(`${publicId} was updated.`)).toBeVisible()

  // The overview's renewals: extended three months, it now ends beyond the 90 days they count,
  // so it leaves the undecided and, renewing though it is, is not yet counted among the renewing.
  const after = await renewalsNow(request)
  expect(after).toEqual({ ...before, undecided: before.undecided - 1 })
  await page.goto('/overview')
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible()
  const undecided = renewalFigure(page, 'Undecided')
  // The figures on the page, where the overview shows them.
  if ((await page.getByRole('region', { name: 'Renewals ahead (next 90 days)' }).count()) > 0) {
    await expect(undecided.getByRole('link')).toHaveText(String(after.undecided))
    await expect(renewalFigure(page, 'Renewing').getByRole('link')).toHaveText(
      String(after.renewing),
    )
  }

  // Its history tells the whole story, newest first.
  await page.goto(`/contracts/${id}/edit?tab=history`)
  const history = page.getByRole('tabpanel', { name: 'History' })
  const entries = history.getByRole('listitem').filter({ has: page.getByRole('list') })
  await expect(entries.nth(0)).toContainText('Renewal: Undecided → Renewing')
  await expect(entries.nth(1)).toContainText('extended')
  await expect(entries.nth(1)).toContainText('Reason: — → The client extended the project')
  await expect(entries.nth(2)).toContainText('added a term')
  await expect(entries.nth(2)).toContainText(`Effective from: — → ${shown(rateFrom)}`)
})
