import { expect, test } from '@playwright/test'
import { companies, createContractsThroughApi, unique } from './contracts-fixtures'
import { accounts, signIn } from './fixtures'

test('an admin’s overview shows the newest activity, each entry a link to its record', async ({
  page,
  request,
}) => {
  const [contractId] = await createContractsThroughApi(request, [
    {
      the_contract_id: unique('ACT-'),
      client_company_id: companies.acme,
      vendor_company_id: companies.globex,
      contract_start: '2026-01-01',
    },
  ])
  await signIn(page, accounts.admin)
  await page.goto('/overview')
  const section = page.getByRole('region', { name: 'Newest activity' })
  const newest = section.getByRole('row').nth(1)
  await expect(newest).toContainText('Ada Admin')
  await expect(newest).toContainText('Created')
  // The fields by the contract form's labels, not the API's names.
  await expect(newest).toContainText('Start date')
  await expect(newest).not.toContainText('contract_start')
  await newest.getByRole('link', { name: `Contract ${contractId}` }).click()
  await expect(page).toHaveURL(new RegExp(`/contracts/${contractId}/edit$`))

  await page.goBack()
  await section.getByRole('link', { name: 'All activity' }).click()
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible()
})

test('client staff see no activity of others on their overview', async ({ page }) => {
  await signIn(page, accounts.anna)
  await page.goto('/overview')
  await expect(page.getByRole('heading', { name: 'Inquiries by status' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Newest activity' })).toHaveCount(0)
})
