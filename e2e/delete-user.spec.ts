import { expect, test } from '@playwright/test'
import { accounts, createUserThroughApi, signIn } from './fixtures'

test('a user deleted after confirming in the modal is gone from the list', async ({
  page,
  request,
}) => {
  await createUserThroughApi(request, { name: 'Dora Deletable' })
  await signIn(page, accounts.admin)
  // Sign-in lands on the inquiries; the users list is one click away.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click()
  await page.getByLabel('Search users').fill('Dora')
  const table = page.getByRole('table', { name: 'Users' })
  await expect(table.getByText('Dora Deletable')).toBeVisible()

  await page.getByRole('button', { name: 'Delete Dora Deletable' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete Dora Deletable?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Delete user' }).click()

  await expect(dialog).toBeHidden()
  await expect(page.getByText('No users match your search')).toBeVisible()
  await page.reload()
  await expect(page.getByText('No users match your search')).toBeVisible()
})
