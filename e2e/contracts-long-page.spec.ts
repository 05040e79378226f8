import { expect, test } from '@playwright/test'
import { accounts, signIn, tokenThroughApi } from './fixtures'
import { companies, createContractsThroughApi, unique } from './contracts-fixtures'

test('a page of 100 contracts renders the rows near the view; another’s edit lands in place, and the keys, a pick of the page and an open editor reach every row', async ({
  page,
  request,
}) => {
  test.slow()
  const prefix = unique('LONG-')
  const idOf = (index: number) => `${prefix}-${String(index).padStart(3, '0')}`
  const ids = await createContractsThroughApi(
    request,
    Array.from({ length: 101 }, (_, index) => ({
      the_contract_id: idOf(index),
      client_company_id: companies.acme,
      vendor_company_id: companies.globex,
      contract_start: '2026-01-01',
      status: 'ongoing' as const,
      client_price: 100 + index,
    })),
  )
  await signIn(page, accounts.admin)
  await page.goto(`/contracts?search=${prefix}&sort=the_contract_id&per_page=100`)
  const table = page.getByRole('table', { name: 'Contracts' })
  const link = (index: number) => table.getByRole('link', { name: idOf(index), exact: true })
  const rowOf = (index: number) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: idOf(index), exact: true }) })
  await expect(link(0)).toBeVisible()

  // The table says how many rows it has; the document holds those near the view, and the last.
  await expect(table).toHaveAttribute('aria-rowcount', '101')
  expect(await table.locator('tbody tr[data-index]').count()).toBeLessThan(60)
  await expect(link(99)).toBeAttached()
  await expect(link(70)).not.toBeAttached()

  // Another person's edit reaches its row in place: no row leaves the document for it.
  await table.evaluate((element: HTMLTableElement) => {
    const counted = window as { rowsRemoved?: number }
    counted.rowsRemoved = 0
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.removedNodes)
          if (node instanceof HTMLTableRowElement && node.dataset.index) counted.rowsRemoved! += 1
    }).observe(element.tBodies[0]!, { childList: true })
  })
  const headers = { Authorization: `Bearer ${await tokenThroughApi(request, accounts.admin)}` }
  const read = await request.get(`/api/v1/contracts/id/${ids[3]}`, { headers })
  const edited = await request.post(`/api/v1/contracts/id/${ids[3]}/edit`, {
    headers: { ...headers, 'If-Match': read.headers().etag! },
    data: { client_price: 777 },
  })
  expect(edited.status()).toBe(200)
  await expect(rowOf(3).locator('td[data-cell="client_price"]')).toContainText('777')
  expect(await page.evaluate(() => (window as { rowsRemoved?: number }).rowsRemoved)).toBe(0)

  // ↓ walks row by row: each row is there, and in view, when the focus reaches it.
  await page.keyboard.press('ArrowDown')
  await expect(link(0)).toBeFocused()
  for (let step = 1; step <= 70; step++) await page.keyboard.press('ArrowDown')
  await expect(link(70)).toBeFocused()
  await expect(link(70)).toBeInViewport()
  await expect(rowOf(70)).toHaveAttribute('aria-rowindex', '72')
  await expect(link(10)).not.toBeAttached()

  // An editor open on that row stays, with what was typed, while the table is scrolled away.
  const price = rowOf(70).locator('td[data-cell="client_price"]')
  await price.focus()
  await page.keyboard.press('Enter')
  const input = price.getByRole('textbox', { name: `Client price of ${idOf(70)}` })
  await expect(input).toBeFocused()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('250')
  const scrollTo = (top: number) =>
    table.evaluate((element, to) => {
      element.parentElement!.parentElement!.scrollTop = to
    }, top)
  await scrollTo(0)
  // The rows at the top are back in the document; the row being edited did not leave it.
  await expect(link(5)).toBeAttached()
  await expect(input).toHaveValue('250')
  await expect(input).toBeFocused()
  await scrollTo(100_000)
  await expect(link(95)).toBeAttached()
  await page.keyboard.press('Escape')
  await expect(input).toBeHidden()
  await expect(price).toContainText('170')
  await expect(price).toBeFocused()

  // ↓ from the cell goes down its column, to the last row.
  for (let step = 71; step <= 99; step++) await page.keyboard.press('ArrowDown')
  await expect(rowOf(99).locator('td[data-cell="client_price"]')).toBeFocused()
  await expect(rowOf(99)).toBeInViewport()

  // `a` picks the whole page, the rows left out of the document too. Read in the selection's own
  // bar: the summary bar says it too once its sums answer, and two matches fail a strict locator.
  await page.keyboard.press('a')
  await expect(
    page.getByRole('region', { name: 'Selected contracts' }).getByText('100 selected'),
  ).toBeVisible()
})
