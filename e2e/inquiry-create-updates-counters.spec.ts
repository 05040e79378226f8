import { expect, test } from '@playwright/test'
import { signIn } from './fixtures'
import { createClientOfNewCompany } from './inquiry-fixtures'

test('a client creates an inquiry with two hires and sees the counters change', async ({
  page,
  request,
}) => {
  const client = await createClientOfNewCompany(request, 'Carla Counter')
  await signIn(page, client)

  // The overview is where a person lands after signing in; the inquiries are a click away.
  await expect(page).toHaveURL(/\/overview$/)
  await page.getByRole('navigation').getByRole('link', { name: 'Inquiries' }).click()
  await expect(page).toHaveURL(/\/inquiries$/)
  await expect(page.getByRole('heading', { name: client.company })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Inquiries' })).toContainText('0')
  await expect(page.getByRole('group', { name: 'Search in progress' })).toContainText('0')
  await expect(page.getByText('No inquiries yet')).toBeVisible()

  await page.getByRole('link', { name: 'New inquiry' }).first().click()
  const form = page.getByRole('form', { name: 'New inquiry' })
  await form.getByRole('textbox', { name: 'Title', exact: true }).first().fill('Mobile app team')
  await form.getByRole('combobox', { name: 'Industry' }).fill('Mobile software')
  await form.getByLabel('Main contact').fill('Carla Counter')
  await form.getByRole('textbox', { name: 'Description' }).fill('Two people for our new app.')

  const firstHire = form.getByRole('group', { name: 'Hire 1' })
  await firstHire.getByRole('textbox', { name: 'Title', exact: true }).fill('iOS developer')
  await firstHire.getByRole('combobox', { name: 'Type' }).click()
  await page.getByRole('option', { name: 'Full time' }).click()

  await form.getByRole('button', { name: 'Add hire' }).click()
  const secondHire = form.getByRole('group', { name: 'Hire 2' })
  await secondHire.getByRole('textbox', { name: 'Title', exact: true }).fill('Android developer')
  await secondHire.getByRole('combobox', { name: 'Type' }).click()
  await page.getByRole('option', { name: 'Freelance' }).click()

  await form.getByRole('button', { name: 'Create inquiry' }).click()

  await expect(page.getByRole('heading', { name: 'Mobile app team', level: 1 })).toBeVisible()
  const positions = page.getByRole('table', { name: 'Positions' })
  await expect(positions.getByRole('row', { name: /iOS developer/ })).toContainText('Full time')
  await expect(positions.getByRole('row', { name: /Android developer/ })).toContainText('Freelance')
  await expect(page.getByText('Two people for our new app.')).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Inquiries' })
    .click()
  await expect(page.getByRole('group', { name: 'Inquiries' })).toContainText('1')
  await expect(page.getByRole('group', { name: 'Search in progress' })).toContainText('1')
  const row = page
    .getByRole('table', { name: 'Inquiries' })
    .getByRole('row', { name: /Mobile app team/ })
  await expect(row).toContainText('Mobile software')
  await expect(row).toContainText('iOS developer')
  await expect(row).toContainText('Android developer')
})
