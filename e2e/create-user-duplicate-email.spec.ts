import { expect, test } from '@playwright/test'
import { accounts, signIn } from './fixtures'

test('a duplicate email shows the server’s error on the email field', async ({ page }) => {
  await signIn(page, accounts.admin)
  await page.goto('/users/new')

  await page.getByLabel('Name').fill('Second Anna')
  await page.getByLabel('Email').fill(accounts.anna.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('password123')
  await page.getByLabel('Confirm password').fill('password123')
  await page.getByRole('button', { name: 'Create user' }).click()

  const email = page.getByLabel('Email')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription(/taken|already|exists/i)
  await expect(page).toHaveURL(/\/users\/new$/)
})
