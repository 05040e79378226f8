import { expect, test } from '@playwright/test'
import { accounts, signIn } from './fixtures'

test('a client sees only their company and no admin-only controls', async ({ page }) => {
  await signIn(page, accounts.anna)
  await expect(page.getByRole('banner')).toContainText('Acme Oy')

  const navigation = page.getByRole('navigation', { name: 'Main' })
  await expect(navigation.getByRole('link', { name: 'Users' })).toBeVisible()
  await expect(navigation.getByRole('link', { name: 'Profile' })).toBeVisible()
  await navigation.getByRole('link', { name: 'Users' }).click()

  const table = page.getByRole('table', { name: 'Users' })
  await expect(table).toContainText('Ben Berg')
  await expect(table).not.toContainText('Globex Ltd')
  await expect(table).not.toContainText('Staffing HQ')

  await page.getByRole('link', { name: 'New user' }).click()
  await expect(page.getByLabel('Name')).toBeVisible()
  await expect(page.getByText('The new user joins Acme Oy.')).toBeVisible()
  await expect(page.getByLabel('User type')).toHaveCount(0)
  await expect(page.getByLabel('Company')).toHaveCount(0)

  await page.goto('/users')
  await page.getByRole('link', { name: 'Edit Ben Berg' }).click()
  await expect(page.getByLabel('Name')).toHaveValue('Ben Berg')
  await expect(page.getByLabel('User type')).toHaveCount(0)
})

test('an admin does see the admin-only fields', async ({ page }) => {
  await signIn(page, accounts.admin)
  await page.goto('/users/new')
  await expect(page.getByRole('combobox', { name: 'User type' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Company' })).toBeVisible()
})
