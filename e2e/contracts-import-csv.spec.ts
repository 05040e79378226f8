import { expect, test } from '@playwright/test'
import { unique } from './contracts-fixtures'
import { accounts, signIn } from './fixtures'

test('an admin imports a CSV file of contracts: checked first, then imported into the list', async ({
  page,
}) => {
  const id = unique('IMP-')
  const consultant = unique('Iida Import ')
  const csv = [
    'the_contract_id,client_company,vendor_company,contract_start,contract_end,client_price,consultant',
    `${id},Acme Oy,Umbrella Consulting,2026-03-01,2026-12-31,110.50,${consultant}`,
  ].join('\r\n')
  await signIn(page, accounts.admin)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contracts' })
    .click()

  await page.getByRole('button', { name: 'Import CSV…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import contracts from CSV' })
  const dryRun = page.waitForRequest((request) => request.url().includes('/contracts/import'))
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'new-contracts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  })
  // The file, sent as CSV, only checked.
  const checked = await dryRun
  expect(new URL(checked.url()).searchParams.get('dry_run')).toBe('1')
  expect(await checked.headerValue('content-type')).toBe('text/csv')

  const counts = dialog.getByRole('table', { name: 'What the file does' })
  await expect(counts.getByRole('row', { name: 'New contracts' })).toContainText('1')
  await expect(counts.getByRole('row', { name: 'New consultants' })).toContainText('1')
  await expect(dialog.getByRole('button', { name: /Chosen: new-contracts\.csv/ })).toBeVisible()

  await dialog.getByRole('button', { name: 'Import 1 contract' }).click()
  await expect(page.getByText('1 contract was imported.')).toBeVisible()
  await expect(dialog).toBeHidden()

  await page.getByRole('textbox', { name: 'Search contracts' }).fill(id)
  const table = page.getByRole('table', { name: 'Contracts' })
  const row = table.getByRole('row').filter({ hasText: id })
  await expect(row).toContainText('Acme Oy')
  await expect(row).toContainText('Umbrella Consulting')
  await expect(row).toContainText(consultant)
})
