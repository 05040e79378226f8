import { expect, test } from '@playwright/test'
import { accounts, createUserThroughApi, fillSignInForm, signIn } from './fixtures'

test('a token revoked mid-edit leads through sign-in back to the form, typed values intact', async ({
  page,
  request,
}) => {
  const user = await createUserThroughApi(request, { name: 'Rita Revoked' })
  await signIn(page, accounts.admin)
  await page.goto(`/users/${user.id}/edit`)
  await expect(page.getByLabel('Name')).toHaveValue('Rita Revoked')

  await page.getByLabel('Name').fill('Rita Retyped')
  await page.getByLabel('Phone').fill('555 0100')

  // Another tab signs out (or the token expires) while this form is open.
  const status = await page.evaluate(async () => {
    const token = localStorage.getItem('staffing.session.token')
    const response = await fetch('/api/v1/auth/token', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    })
    return response.status
  })
  expect([200, 204]).toContain(status)

  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL(/\/sign-in\?redirect=/)
  await expect(page.getByText('Your session has ended')).toBeVisible()

  await fillSignInForm(page, accounts.admin)
  await expect(page).toHaveURL(new RegExp(`/users/${user.id}/edit$`))
  await expect(page.getByText('Unsaved changes restored')).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveValue('Rita Retyped')
  await expect(page.getByLabel('Phone')).toHaveValue('555 0100')

  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL(/\/users/)
  await page.getByLabel('Search users').fill('Rita')
  await expect(page.getByRole('table', { name: 'Users' })).toContainText('Rita Retyped')
})
