import { expect, test } from '@playwright/test'
import { companies, createContractsThroughApi, unique } from './contracts-fixtures'
import { accounts, signIn, tokenThroughApi } from './fixtures'

test('the summary bar sums a typed search, follows a colleague’s price change, and sums the rows picked from the keyboard', async ({
  page,
  request,
}) => {
  const prefix = unique('SUM')
  const [, , third] = await createContractsThroughApi(
    request,
    [
      { client_price: 100.5, vendor_price: 80, allocation: 50 },
      { client_price: 200.25, vendor_price: 150, allocation: 100 },
      { client_price: 300, vendor_price: 310 },
    ].map((prices, index) => ({
      the_contract_id: `${prefix}-${index + 1}`,
      client_company_id: companies.acme,
      vendor_company_id: companies.globex,
      contract_start: '2026-01-01',
      status: 'ongoing' as const,
      ...prices,
    })),
  )
  await signIn(page, accounts.admin)
  await page.goto('/contracts?sort=the_contract_id')
  await page.keyboard.press('/')
  await expect(page.getByRole('textbox', { name: 'Search contracts' })).toBeFocused()
  await page.keyboard.type(prefix)
  const table = page.getByRole('table', { name: 'Contracts' })
  await expect(table.getByRole('link', { name: `${prefix}-3`, exact: true })).toBeVisible()

  // The three contracts the search found, summed: their count, prices, margin and mean allocation.
  const bar = page.getByRole('status', { name: 'Sums of the contracts' })
  const expectFigures = async (figures: string[]) => {
    for (const figure of figures) await expect(bar).toContainText(figure)
  }
  await expectFigures([
    '3 contracts',
    'Client prices 600.75',
    'Vendor prices 540.00',
    'Margin 60.75',
    'Mean allocation 75 %',
  ])

  // A colleague raises the third contract's client price: the bar follows, without a reload.
  const token = await tokenThroughApi(request, accounts.admin)
  const edited = await request.post(`/api/v1/contracts/id/${third}/edit`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    data: { client_price: 400 },
  })
  expect(edited.status()).toBe(200)
  await expectFigures(['3 contracts', 'Client prices 700.75', 'Margin 160.75'])

  // The first two rows picked from the keyboard: the bar sums the selection instead.
  await page.keyboard.press('ArrowDown')
  await expect(table.getByRole('link', { name: `${prefix}-1`, exact: true })).toBeFocused()
  await page.keyboard.press('Space')
  await page.keyboard.press('Shift+ArrowDown')
  await expectFigures([
    '2 selected',
    'Client prices 300.75',
    'Vendor prices 230.00',
    'Margin 70.75',
    'Mean allocation 75 %',
  ])
})
