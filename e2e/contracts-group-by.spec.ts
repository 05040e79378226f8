import { expect, test } from '@playwright/test'
import { accounts, signIn } from './fixtures'
import { companies, createContractsThroughApi, unique } from './contracts-fixtures'

test('an admin groups the contracts by consultant from the keyboard, opens a group in place, then as the list', async ({
  page,
  request,
}) => {
  const consultant = unique('Greta Group ')
  await createContractsThroughApi(
    request,
    [1000, 500].map((price, index) => ({
      the_contract_id: unique(`GRP-${index}-`),
      client_company_id: companies.acme,
      vendor_company_id: companies.umbrella,
      contract_start: '2026-01-01',
      client_price: price,
      vendor_price: price - 100,
      selected_consultant: index === 0 ? { name: consultant } : undefined,
    })),
  )
  await signIn(page, accounts.admin)
  // The consultant's name narrows the list to her contracts (the other has no consultant).
  await page.goto(`/contracts?search=${encodeURIComponent(consultant)}`)
  await expect(page.getByRole('table', { name: 'Contracts' })).toBeVisible()

  await page.keyboard.press('g')
  await expect(page.getByRole('combobox', { name: 'Group by' })).toBeFocused()
  // The browser's own select: ↓ moves to the next choice. No grouping, By client, By vendor, By
  // consultant.
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL(/group=consultant/)

  const groups = page.getByRole('table', { name: 'Contract groups' })
  const row = groups.getByRole('row').filter({ hasText: consultant })
  await expect(row).toContainText('1,000.00')
  await expect(row).toContainText('900.00')

  // A reload keeps the grouping: it is in the address.
  await page.reload()
  const toggle = groups.getByRole('button', { name: consultant })
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(groups.getByRole('link', { name: /^GRP-0-/ })).toBeVisible()

  // The group row's next stop is its own "Open as list".
  await page.keyboard.press('Tab')
  await expect(groups.getByRole('link', { name: `Open as list: ${consultant}` })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/consultant_id=\d+/)
  await expect(page).not.toHaveURL(/group=/)
  const list = page.getByRole('table', { name: 'Contracts' })
  await expect(list.getByRole('row')).toHaveCount(2)
})
