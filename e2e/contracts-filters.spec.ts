import { expect, test } from '@playwright/test'
import { accounts, signIn } from './fixtures'
import { companies, createContractsThroughApi, tabTo, unique } from './contracts-fixtures'

test('an admin filters the contracts by client company with the keyboard; the chip names it, survives a reload, and Backspace removes it', async ({
  page,
  request,
}) => {
  const consultant = unique('Fredrik Filter ')
  const id = unique('FILT-')
  await createContractsThroughApi(
    request,
    [companies.globex, companies.initech].map((client, index) => ({
      the_contract_id: `${id}-${index}`,
      client_company_id: client,
      vendor_company_id: companies.umbrella,
      contract_start: '2026-01-01',
      selected_consultant: { name: consultant },
    })),
  )
  await signIn(page, accounts.admin)
  await page.goto('/contracts')
  const searchBox = page.getByRole('textbox', { name: 'Search contracts' })
  await searchBox.fill(consultant)
  const table = page.getByRole('table', { name: 'Contracts' })
  const rows = table.getByRole('row').filter({ hasText: consultant })
  await expect(rows).toHaveCount(2)

  // Keyboard only: Tab to "Filters", open it, Tab to the client company, type, ↓, Enter.
  const filters = page.getByRole('button', { name: /^Filters/ })
  await tabTo(page, filters)
  await page.keyboard.press('Enter')
  await expect(filters).toHaveAttribute('aria-expanded', 'true')
  const client = page.getByRole('combobox', { name: 'Client company' })
  await tabTo(page, client)
  await page.keyboard.type('Initech')
  await expect(page.getByRole('option', { name: 'Initech' })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(new RegExp(`client_company_id=${companies.initech}(&|$)`))
  const chips = page.getByRole('group', { name: 'Filters' })
  await expect(chips.getByText('Client company: Initech')).toBeVisible()
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(`${id}-1`)

  // The filter is in the link: a reload keeps it, and the chip still shows the name, not the id.
  await page.reload()
  await expect(chips.getByText('Client company: Initech')).toBeVisible()
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(`${id}-1`)

  // Backspace in the empty search box removes the last chip.
  await searchBox.fill('')
  await expect(page).not.toHaveURL(/search=/)
  await searchBox.press('Backspace')
  await expect(page).not.toHaveURL(/client_company_id=/)
  await expect(chips).toHaveCount(0)
})
