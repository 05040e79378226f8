import { expect, test } from '@playwright/test'
import { companies, createContractsThroughApi, unique } from './contracts-fixtures'
import { accounts, signIn } from './fixtures'

test('a contract terminated from the list comes back with Undo', async ({ page, request }) => {
  const id = unique('UNDO-')
  await createContractsThroughApi(request, [
    {
      the_contract_id: id,
      client_company_id: companies.acme,
      vendor_company_id: companies.globex,
      contract_start: '2026-01-01',
    },
  ])
  await signIn(page, accounts.admin)
  await page.goto(`/contracts?search=${id}`)
  const table = page.getByRole('table', { name: 'Contracts' })
  await table.getByRole('button', { name: `Terminate ${id}` }).click()
  const dialog = page.getByRole('dialog', { name: `Terminate ${id}?` })
  await expect(dialog).toContainText('Undo brings it back')
  await dialog.getByRole('button', { name: 'Terminate contract' }).click()

  const notice = page.getByRole('alert').filter({ hasText: `${id} was terminated.` })
  await expect(notice).toBeVisible()
  await expect(page.getByText(/^No contracts match your (search|filters)$/)).toBeVisible()

  await notice.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByText('The contract is back.')).toBeVisible()
  await expect(table.getByRole('link', { name: id, exact: true })).toBeVisible()
})
