import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { accounts, createUserThroughApi, signIn, tokenThroughApi } from './fixtures'

async function editorOf(browser: Browser, userId: number): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, accounts.admin)
  await page.goto(`/users/${userId}/edit`)
  await expect(page.getByRole('textbox', { name: 'Phone' })).toBeVisible()
  return page
}

/** A new user, open in two browsers, each signed in as an admin. */
async function twoEditors(browser: Browser, request: APIRequestContext, name: string) {
  const { id, email } = await createUserThroughApi(request, { name, company_name: 'Acme Oy' })
  return { id, email, first: await editorOf(browser, id), second: await editorOf(browser, id) }
}

async function userOf(request: APIRequestContext, id: number) {
  const token = await tokenThroughApi(request, accounts.admin)
  return request.get(`/api/v1/users/${id}`, { headers: { Authorization: `Bearer ${token}` } })
}

test('two admins edit one user: the second sees what changed and keeps theirs field by field', async ({
  browser,
  request,
}) => {
  const { id, first, second } = await twoEditors(browser, request, 'Rita Race')

  await first.getByRole('textbox', { name: 'Name' }).fill('Rita First')
  await first.getByRole('textbox', { name: 'Phone' }).fill('+358 40 111')
  await first.getByRole('button', { name: 'Save changes' }).click()
  await expect(first).toHaveURL(/\/users(\?|$)/)

  await second.getByRole('textbox', { name: 'Name' }).fill('Rita Second')
  const company = second.getByRole('combobox', { name: 'Company' })
  await company.fill('Globex Ltd')
  await company.press('Escape')
  await second.getByRole('button', { name: 'Save changes' }).click()

  const dialog = second.getByRole('dialog', { name: 'Changed since you opened it' })
  await expect(dialog).toContainText(/changed by Ada Admin/)
  const row = (field: string) => dialog.getByRole('row', { name: new RegExp(`^${field}`) })
  await expect(row('Name')).toContainText('Rita Second')
  await expect(row('Name')).toContainText('Rita First')
  await expect(row('Phone')).toContainText('Changed by them only')
  await expect(row('Company')).toContainText('Changed by you only')
  // Nothing typed is lost while the person decides: the form behind still holds it.
  await expect(second.getByRole('textbox', { name: 'Name' })).toHaveValue('Rita Second')

  await dialog.getByRole('radio', { name: 'Keep their Name' }).check()
  await dialog.getByRole('button', { name: 'Save with these choices' }).click()
  await expect(second).toHaveURL(/\/users(\?|$)/)

  expect(await (await userOf(request, id)).json()).toMatchObject({
    name: 'Rita First',
    phone: '+358 40 111',
    company: { name: 'Globex Ltd' },
  })
})

test('deleting a user another admin changed meanwhile: told who, shown it as it is, asked again', async ({
  browser,
  request,
}) => {
  const { id, first, second } = await twoEditors(browser, request, 'Dino Delete')

  await second.getByRole('button', { name: 'Delete user' }).click()
  const question = second.getByRole('dialog', { name: 'Delete Dino Delete?' })
  await expect(question).toBeVisible()

  await first.getByRole('textbox', { name: 'Name' }).fill('Dino Renamed')
  await first.getByRole('button', { name: 'Save changes' }).click()
  await expect(first).toHaveURL(/\/users(\?|$)/)

  await question.getByRole('button', { name: 'Delete user' }).click()
  const again = second.getByRole('dialog', { name: 'Delete Dino Renamed?' })
  await expect(again).toContainText('It changed while you were deciding')
  await expect(again).toContainText(/changed by Ada Admin/)
  expect((await userOf(request, id)).status()).toBe(200)

  await again.getByRole('button', { name: 'Delete user' }).click()
  await expect(second).toHaveURL(/\/users(\?|$)/)
  expect((await userOf(request, id)).status()).toBe(404)
})
