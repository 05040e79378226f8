import { expect, test } from '@playwright/test'
import { accounts, fillSignInForm } from './fixtures'

test('signing in with a demo account shows the name and company in the header', async ({
  page,
}) => {
  await page.goto('/users')
  await expect(page).toHaveURL(/\/sign-in\?redirect=/)
  // A first visit: no session has ended, so the page does not say one has.
  await expect(page.getByLabel('Email')).toBeVisible()
  await expect(page.getByText('Your session has ended')).toHaveCount(0)

  await fillSignInForm(page, accounts.admin)

  await expect(page).toHaveURL(/\/users$/)
  const header = page.getByRole('banner')
  await expect(header).toContainText('Ada Admin')
  await expect(header).toContainText('Staffing HQ')
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible()
})

test('wrong credentials show the server’s message on the email field', async ({ page }) => {
  await page.goto('/sign-in')
  await fillSignInForm(page, { ...accounts.admin, password: 'not-the-password' })
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/.+/)
})
