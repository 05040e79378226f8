import { expect, test } from '@playwright/test'
import { accounts, signIn } from './fixtures'
import { companies, createContractsThroughApi, tabTo, unique } from './contracts-fixtures'

test('an admin filters, finds, opens and edits a contract with the keyboard alone', async ({
  page,
  request,
}) => {
  const consultant = unique('Kaisa Keys ')
  const id = unique('KEY-')
  await createContractsThroughApi(request, [
    {
      the_contract_id: id,
      client_company_id: companies.acme,
      vendor_company_id: companies.globex,
      contract_start: '2026-01-01',
      status: 'ongoing',
      client_price: 80,
      selected_consultant: { name: consultant, title: 'Engineer' },
    },
    {
      the_contract_id: `${id}-OLD`,
      client_company_id: companies.initech,
      vendor_company_id: companies.globex,
      contract_start: '2025-01-01',
      status: 'ended',
      selected_consultant: { name: consultant },
    },
  ])
  await signIn(page, accounts.admin)

  // To the contracts through the command palette.
  await page.keyboard.press('ControlOrMeta+K')
  const palette = page.getByRole('textbox', { name: 'Command palette search' })
  await expect(palette).toBeFocused()
  // The page's own description: one match, so ↓ selects it whether or not the first is preselected.
  await page.keyboard.type('who works for whom')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/contracts$/)
  await expect(palette).toBeHidden()
  const table = page.getByRole('table', { name: 'Contracts' })
  await expect(table).toBeVisible()

  // 2 = ongoing; then search the consultant.
  await page.keyboard.press('2')
  await expect(page).toHaveURL(/status=ongoing/)
  await expect(page.getByRole('radio', { name: 'Ongoing' })).toBeChecked()
  await page.keyboard.press('/')
  await expect(page.getByRole('textbox', { name: 'Search contracts' })).toBeFocused()
  await page.keyboard.type(consultant)
  await expect(page).toHaveURL(/search=/)
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table).not.toContainText(`${id}-OLD`)

  // Down to the row, Enter opens the editor.
  await page.keyboard.press('ArrowDown')
  await expect(table.getByRole('link', { name: id, exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: `Edit ${id}`, level: 1 })).toBeVisible()

  // Status: open the list, one down from Ongoing is Ended.
  const status = page.getByRole('combobox', { name: 'Status' })
  await tabTo(page, status)
  await page.keyboard.press('ArrowDown')
  // The options are there before the next key moves among them (a key sent sooner is lost).
  await expect(page.getByRole('option', { name: 'Ended' })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(status).toHaveValue('Ended')

  const clientPrice = page.getByRole('textbox', { name: 'Client price' })
  await tabTo(page, clientPrice)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('95.5')
  await page.keyboard.press('ControlOrMeta+Enter')

  // Back on the list as it was left (ongoing, the search): the contract is no longer ongoing.
  await expect(page).toHaveURL(/\/contracts\?.*status=ongoing/)
  await expect(page.getByText(`${id} was updated.`)).toBeVisible()
  await expect(page.getByText(/^No contracts match your (search|filters)$/)).toBeVisible()
  await page.keyboard.press('0')
  const row = table
    .getByRole('row')
    .filter({ hasText: id })
    .filter({ hasNotText: `${id}-OLD` })
  await expect(row).toContainText('Ended')
  await expect(row).toContainText('95.50')
})
