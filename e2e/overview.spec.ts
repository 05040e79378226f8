import { type Page, expect, test } from '@playwright/test'
import { companies, createContractsThroughApi, unique } from './contracts-fixtures'
import { accounts, signIn } from './fixtures'
import { createClientOfNewCompany, createInquiryThroughApi } from './inquiry-fixtures'

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** The number a renewal card shows. */
const cardFigure = (page: Page, days: number) =>
  page.getByRole('group', { name: `Ending within ${days} days` })

/** "Showing 1–10 of 42" under a list: its total. */
async function listTotal(page: Page) {
  const text = await page.getByText(/^Showing (\d+–\d+|0) of \d+$/).innerText()
  return Number(text.split(' of ')[1])
}

test('an admin lands on the overview and follows a renewal figure to exactly the contracts it counts', async ({
  page,
  request,
}) => {
  const publicId = unique('RENEW-')
  await createContractsThroughApi(request, [
    {
      the_contract_id: publicId,
      client_company_id: companies.acme,
      vendor_company_id: companies.globex,
      contract_start: day(-100),
      contract_end: day(10),
      status: 'ongoing',
    },
  ])
  await signIn(page, accounts.admin)
  await expect(page).toHaveURL(/\/overview$/)
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Ending soon' })).toContainText(publicId)

  const figure = cardFigure(page, 30).getByRole('link')
  const counted = Number(await figure.innerText())
  expect(counted).toBeGreaterThan(0)
  await figure.click()
  await expect(page).toHaveURL(
    new RegExp(`/contracts\\?.*contract_end_from=${day(0)}.*contract_end_to=${day(30)}`),
  )
  const chip = page.getByRole('button', { name: /^Remove filter: Ends / })
  await expect(chip).toBeVisible()
  await expect.poll(() => listTotal(page)).toBe(counted)

  // The search narrows within the filter; removing the chip widens the list again.
  const search = page.getByRole('textbox', { name: 'Search contracts' })
  await search.fill(publicId)
  await expect(page.getByRole('table', { name: 'Contracts' })).toContainText(publicId)
  await expect.poll(() => listTotal(page)).toBe(1)
  // Backspace takes the text away first; in the emptied box, the filter.
  await search.press('Backspace')
  await expect(page.getByRole('button', { name: /^Remove filter: Ends / })).toBeVisible()
  await search.fill('')
  await search.press('Backspace')
  await expect(page).not.toHaveURL(/contract_end_from/)
  await expect(page.getByRole('button', { name: /^Remove filter/ })).toHaveCount(0)
})

test('an admin follows the undecided renewals ahead to exactly those contracts', async ({
  page,
  request,
}) => {
  const publicId = unique('UNDECIDED-')
  // A new contract's renewal is undecided until someone decides.
  await createContractsThroughApi(request, [
    {
      the_contract_id: publicId,
      client_company_id: companies.acme,
      vendor_company_id: companies.globex,
      contract_start: day(-100),
      contract_end: day(45),
      status: 'ongoing',
    },
  ])
  await signIn(page, accounts.admin)
  const renewals = page.getByRole('region', { name: 'Renewals ahead (next 90 days)' })
  const figure = renewals.getByRole('link', { name: /renewal undecided: show them$/ })
  const counted = Number(await figure.innerText())
  expect(counted).toBeGreaterThan(0)
  await figure.click()
  await expect(page).toHaveURL(
    new RegExp(
      `/contracts\\?.*renewal=undecided.*contract_end_from=${day(0)}.*contract_end_to=${day(90)}`,
    ),
  )
  await expect(
    page.getByRole('button', { name: 'Remove filter: Renewal: Undecided' }),
  ).toBeVisible()
  await expect.poll(() => listTotal(page)).toBe(counted)
  await page.getByRole('textbox', { name: 'Search contracts' }).fill(publicId)
  await expect(page.getByRole('table', { name: 'Contracts' })).toContainText(publicId)
  await expect.poll(() => listTotal(page)).toBe(1)
})

test('each status figure, as a table, opens the contracts of that status', async ({ page }) => {
  await signIn(page, accounts.admin)
  const card = page.getByRole('region', { name: 'Contracts by status' })
  await card.getByRole('radiogroup').getByText('Table').click()
  const ongoing = card.getByRole('link', { name: /ongoing contracts: show them$/ })
  const counted = Number(await ongoing.innerText())
  await ongoing.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/contracts\?status=ongoing$/)
  await expect.poll(() => listTotal(page)).toBe(counted)
})

test('client staff see their own company only, and follow an inquiry figure to the list', async ({
  page,
  request,
}) => {
  const client = await createClientOfNewCompany(request, 'Olivia Overview')
  await createInquiryThroughApi(request, client, {
    title: 'Overview counts this',
    hires: [
      { title: 'Welder', type: 'full_time' },
      { title: 'Painter', type: 'contract' },
    ],
  })
  await signIn(page, client)
  await expect(page).toHaveURL(/\/overview$/)
  await expect(page.getByText(`${client.company} at a glance`)).toBeVisible()
  // A new company signed no contract: nothing ends, and contract figures open no admin page.
  await expect(cardFigure(page, 30)).toContainText('0')
  await expect(cardFigure(page, 30).getByRole('link')).toHaveCount(0)
  await expect(page.getByText('No contract ends from today on.')).toBeVisible()

  const inquiries = page.getByRole('region', { name: 'Inquiries by status' })
  await expect(
    inquiries.getByRole('link', { name: 'Pending: 1 pending inquiries, show them' }),
  ).toBeVisible()
  const positions = page.getByRole('region', { name: 'Positions by stage' })
  await expect(positions).toContainText(/Pending\s*2\s*Cancelled\s*0/)
  await inquiries.getByRole('radiogroup').getByText('Table').click()
  await inquiries.getByRole('link', { name: '1 pending inquiries: show them' }).click()
  await expect(page).toHaveURL(/\/inquiries\?status=pending$/)
  await expect(page.getByRole('button', { name: 'Remove filter: Status: Pending' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Inquiries' })).toContainText('Overview counts this')

  await page.getByRole('button', { name: 'Remove filter: Status: Pending' }).click()
  await expect(page).toHaveURL(/\/inquiries$/)
  await expect(page.getByRole('button', { name: /^Remove filter/ })).toHaveCount(0)
})
