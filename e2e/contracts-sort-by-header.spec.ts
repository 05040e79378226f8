import { expect, test } from '@playwright/test'
import { accounts, signIn } from './fixtures'
import { companies, createContractsThroughApi, unique } from './contracts-fixtures'

test('an admin sorts the contracts by a column header: up, down, then newest first again', async ({
  page,
  request,
}) => {
  const consultant = unique('Sofia Sort ')
  const id = unique('SORT-')
  // Created in this order, so newest first is Globex, Initech, Acme.
  await createContractsThroughApi(
    request,
    [companies.acme, companies.initech, companies.globex].map((client, index) => ({
      the_contract_id: `${id}-${index}`,
      client_company_id: client,
      vendor_company_id: companies.umbrella,
      contract_start: '2026-01-01',
      selected_consultant: { name: consultant },
    })),
  )
  await signIn(page, accounts.admin)
  await page.goto('/contracts')
  await page.getByRole('textbox', { name: 'Search contracts' }).fill(consultant)
  const table = page.getByRole('table', { name: 'Contracts' })
  const rows = table.getByRole('row').filter({ hasText: consultant })
  const clients = async () => {
    await expect(rows).toHaveCount(3)
    return (await rows.allInnerTexts()).map((text) =>
      ['Acme Oy', 'Globex', 'Initech'].find((name) => text.includes(name)),
    )
  }
  const sortByClient = table.getByRole('button', { name: 'Sort by client', exact: true })
  const header = table.getByRole('columnheader', { name: 'Sort by client', exact: true })

  await expect.poll(clients).toEqual(['Globex', 'Initech', 'Acme Oy'])
  await sortByClient.click()
  await expect(page).toHaveURL(/sort=client_company(&|$)/)
  await expect(header).toHaveAttribute('aria-sort', 'ascending')
  await expect.poll(clients).toEqual(['Acme Oy', 'Globex', 'Initech'])

  await sortByClient.click()
  await expect(page).toHaveURL(/sort=-client_company(&|$)/)
  await expect(header).toHaveAttribute('aria-sort', 'descending')
  await expect.poll(clients).toEqual(['Initech', 'Globex', 'Acme Oy'])

  // The sort is in the link: a reload keeps it.
  await page.reload()
  await expect(header).toHaveAttribute('aria-sort', 'descending')
  await expect.poll(clients).toEqual(['Initech', 'Globex', 'Acme Oy'])

  await sortByClient.click()
  await expect(page).not.toHaveURL(/sort=/)
  await expect(header).toHaveAttribute('aria-sort', 'none')
  await expect.poll(clients).toEqual(['Globex', 'Initech', 'Acme Oy'])
})
