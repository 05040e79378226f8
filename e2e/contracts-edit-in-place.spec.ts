import { expect, test } from '@playwright/test'
import { accounts, signIn } from './fixtures'
import { companies, createContractsThroughApi, unique } from './contracts-fixtures'

test('an admin edits cells in place from the keyboard: a refusal on the cell, a save, Tab on, an undo', async ({
  page,
  request,
}) => {
  const id = unique('INPL-')
  await createContractsThroughApi(request, [
    {
      the_contract_id: id,
      client_company_id: companies.acme,
      vendor_company_id: companies.globex,
      contract_start: '2026-01-01',
      contract_end: '2026-12-31',
      status: 'ongoing',
      client_price: 100,
      vendor_price: 80,
    },
  ])
  await signIn(page, accounts.admin)
  await page.goto('/contracts')
  const table = page.getByRole('table', { name: 'Contracts' })
  await expect(table).toBeVisible()
  await page.keyboard.press('/')
  await page.keyboard.type(id)
  await expect(table.getByRole('link', { name: id, exact: true })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expect(table.getByRole('link', { name: id, exact: true })).toBeFocused()

  const row = table.getByRole('row').filter({ hasText: id })
  const cell = (column: string) => row.locator(`td[data-cell="${column}"]`)
  // → along the row to the allocation; F2 edits it.
  for (let step = 0; step < 7; step++) await page.keyboard.press('ArrowRight')
  await expect(cell('allocation')).toBeFocused()
  await page.keyboard.press('F2')
  const allocation = cell('allocation').getByRole('textbox', { name: `Allocation of ${id}` })
  await expect(allocation).toBeFocused()
  // What the editor refuses, the cell refuses, keeping what was typed.
  await page.keyboard.type('120')
  await page.keyboard.press('Enter')
  await expect(cell('allocation')).toContainText('Must be between 0 and 100.')
  await expect(allocation).toHaveValue('120')
  await page.keyboard.press('Control+A')
  await page.keyboard.type('75')
  // Tab saves and moves on to the client price.
  await page.keyboard.press('Tab')
  await expect(cell('allocation')).toHaveText('75 %')
  await expect(cell('client_price')).toBeFocused()

  await page.keyboard.press('Enter')
  const price = cell('client_price').getByRole('textbox', { name: `Client price of ${id}` })
  await expect(price).toBeFocused()
  await page.keyboard.type('135')
  await page.keyboard.press('Enter')
  await expect(cell('client_price')).toContainText('135')
  await expect(cell('client_price')).toBeFocused()
  await expect(page.getByText(`${id}: Client price saved. Ctrl+Z undoes it.`)).toBeVisible()
  // The margin follows the new price (135 − 80).
  await expect(cell('margin')).toContainText('55')

  // Ctrl+Z puts the price back; Esc leaves an editor with nothing sent.
  await page.keyboard.press('Control+Z')
  await expect(page.getByText(`${id}: Client price is as it was.`)).toBeVisible()
  await expect(cell('client_price')).toContainText('100')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('Enter')
  await page.keyboard.type('5')
  await page.keyboard.press('Escape')
  await expect(cell('allocation')).toHaveText('75 %')
  await expect(cell('allocation')).toBeFocused()

  // The editor shows what was saved in place.
  await page.reload()
  await expect(cell('allocation')).toHaveText('75 %')
  await expect(cell('client_price')).toContainText('100')
})
