import { expect, test } from '@playwright/test'
import { accounts, createUserThroughApi, signIn } from './fixtures'

test('an edited name shows in the users list', async ({ page, request }) => {
  const user = await createUserThroughApi(request, { name: 'Edith Editable' })
  await signIn(page, accounts.admin)
  // Sign-in lands on the inquiries; the users list is one click away.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click()

  await page.getByLabel('Search users').fill('Edith')
  await page.getByRole('link', { name: 'Edit Edith Editable' }).click()
  await expect(page.getByLabel('Name')).toHaveValue('Edith Editable')
  await page.getByLabel('Name').fill('Edith Edited')
  await page.getByLabel('Phone').fill('+358 40 123 4567')
  await page.getByRole('button', { name: 'Save changes' }).click()

  await expect(page).toHaveURL(/\/users/)
  const table = page.getByRole('table', { name: 'Users' })
  await page.getByLabel('Search users').fill(user.email)
  await expect(table.getByRole('row', { name: /Edith Edited/ })).toContainText('+358 40 123 4567')
  await expect(table.getByText('Edith Editable')).toHaveCount(0)
})
