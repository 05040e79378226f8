import { expect, test } from '@playwright/test'
import { signIn } from './fixtures'
import { createClientOfNewCompany } from './inquiry-fixtures'

test('a half-filled new inquiry survives a reload', async ({ page, request }) => {
  const client = await createClientOfNewCompany(request, 'Dora Draft')
  await signIn(page, client)
  await page.goto('/inquiries/new')

  const form = page.getByRole('form', { name: 'New inquiry' })
  await form.getByRole('textbox', { name: 'Title', exact: true }).first().fill('Half-typed inquiry')
  await form.getByRole('textbox', { name: 'Description' }).fill('Still thinking about it.')
  await form.getByRole('button', { name: 'Add hire' }).click()
  await form
    .getByRole('group', { name: 'Hire 2' })
    .getByRole('textbox', { name: 'Title', exact: true })
    .fill('Welder')

  await page.reload()

  await expect(page.getByText('Unsaved changes restored')).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Title', exact: true }).first()).toHaveValue(
    'Half-typed inquiry',
  )
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveText(
    'Still thinking about it.',
  )
  await expect(
    form
      .getByRole('group', { name: 'Hire 2' })
      .getByRole('textbox', { name: 'Title', exact: true }),
  ).toHaveValue('Welder')

  await page.getByRole('button', { name: 'Discard draft' }).click()
  await expect(form.getByRole('textbox', { name: 'Title', exact: true }).first()).toHaveValue('')
  await expect(form.getByRole('group', { name: 'Hire 2' })).toBeHidden()
  await page.reload()
  await expect(form.getByRole('textbox', { name: 'Title', exact: true }).first()).toHaveValue('')
  await expect(page.getByText('Unsaved changes restored')).toBeHidden()
})
