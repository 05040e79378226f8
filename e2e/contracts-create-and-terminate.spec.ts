import { expect, test } from '@playwright/test'
import { accounts, signIn } from './fixtures'
import { unique } from './contracts-fixtures'

test('an admin creates a contract with a new consultant and skills, then terminates it', async ({
  page,
}) => {
  const id = unique('NEW-')
  const consultant = unique('Noora New ')
  await signIn(page, accounts.admin)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contracts' })
    .click()
  // The header's button (an empty list offers one more).
  await page.getByRole('link', { name: 'New contract' }).first().click()
  await expect(page.getByRole('heading', { name: 'New contract', level: 1 })).toBeVisible()

  await page.getByRole('textbox', { name: 'Contract id', exact: true }).fill(id)
  await page.getByRole('combobox', { name: 'Client company' }).fill('acm')
  await page.getByRole('option', { name: 'Acme Oy' }).click()
  await page.getByRole('combobox', { name: 'Vendor company' }).fill('umbrel')
  await page.getByRole('option', { name: 'Umbrella Consulting' }).click()

  await page.getByRole('radio', { name: 'New consultant' }).check()
  await page.getByRole('textbox', { name: 'Consultant name' }).fill(consultant)
  await page.getByRole('textbox', { name: 'Consultant title' }).fill('Cloud architect')
  const skills = page.getByRole('combobox', { name: 'Skills' })
  for (const skill of ['Go', 'Kubernetes', 'PostgreSQL']) {
    await skills.fill(skill)
    await skills.press('Enter')
  }

  await page.getByRole('textbox', { name: 'Start date' }).fill('2026-03-01')
  await page.getByRole('textbox', { name: 'Allocation' }).fill('60')
  await page.getByRole('textbox', { name: 'Client price' }).fill('120.25')
  await page.getByRole('button', { name: 'Create contract' }).click()

  await expect(page.getByText(`${id} was created.`)).toBeVisible()
  await expect(page).toHaveURL(/\/contracts$/)
  await page.getByRole('textbox', { name: 'Search contracts' }).fill(id)
  const table = page.getByRole('table', { name: 'Contracts' })
  const row = table.getByRole('row').filter({ hasText: id })
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(row).toContainText('Acme Oy')
  await expect(row).toContainText('Umbrella Consulting')
  await expect(row).toContainText(consultant)
  await expect(row).toContainText('60 %')

  // The editor shows the three skills.
  await row.getByRole('link', { name: id, exact: true }).click()
  for (const skill of ['Go', 'Kubernetes', 'PostgreSQL']) {
    await expect(page.getByText(skill, { exact: true })).toBeVisible()
  }
  await page.getByRole('button', { name: 'Terminate contract' }).click()
  const dialog = page.getByRole('dialog', { name: `Terminate ${id}?` })
  await expect(dialog).toContainText('Acme Oy')
  await expect(dialog).toContainText('Umbrella Consulting')
  await dialog.getByRole('button', { name: 'Terminate contract' }).click()

  await expect(page.getByText(`${id} was terminated.`)).toBeVisible()
  await expect(page).toHaveURL(/\/contracts/)
  await page.getByRole('textbox', { name: 'Search contracts' }).fill(id)
  await expect(page.getByText(/^No contracts match your (search|filters)$/)).toBeVisible()
})
