import { expect, test } from '@playwright/test'
import { accounts, signIn } from './fixtures'

test('a mismatching confirmation shows its error on the confirm field', async ({ page }) => {
  await signIn(page, accounts.admin)
  // Sign-in lands on the inquiries; the users list is one click away.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click()
  await page.getByRole('link', { name: 'New user' }).click()

  await page.getByLabel('Name').fill('Maria Mismatch')
  await page.getByLabel('Email').fill('maria.mismatch@example.test')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('password123')
  await page.getByLabel('Confirm password').fill('password124')
  await page.getByRole('button', { name: 'Create user' }).click()

  const confirm = page.getByLabel('Confirm password')
  await expect(confirm).toHaveAttribute('aria-invalid', 'true')
  await expect(confirm).toHaveAccessibleDescription('The password confirmation does not match.')
  await expect(page).toHaveURL(/\/users\/new$/)
})
