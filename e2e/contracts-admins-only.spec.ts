import { expect, test } from '@playwright/test'
import { accounts, signIn } from './fixtures'

test('a client has no contracts entry and a direct link says admins only', async ({ page }) => {
  await signIn(page, accounts.anna)
  const navigation = page.getByRole('navigation', { name: 'Main' })
  await expect(navigation.getByRole('link', { name: 'Users' })).toBeVisible()
  await expect(navigation.getByRole('link', { name: 'Contracts' })).toHaveCount(0)

  await page.keyboard.press('ControlOrMeta+K')
  await expect(page.getByRole('textbox', { name: 'Command palette search' })).toBeFocused()
  await page.keyboard.type('contract')
  // Only the overview mentions contracts (a client's own); no contracts page or action is offered.
  const palette = page.getByRole('dialog')
  await expect(palette.getByText('Overview', { exact: true })).toBeVisible()
  for (const name of ['Contracts', 'New contract', 'Search contracts'])
    await expect(palette.getByText(name, { exact: true })).toHaveCount(0)
  await page.keyboard.press('Escape')

  for (const address of ['/contracts', '/contracts/new', '/contracts/1/edit']) {
    await page.goto(address)
    await expect(page.getByRole('heading', { name: 'Admins only', level: 1 })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Contracts' })).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: 'Contract id' })).toHaveCount(0)
  }
})
