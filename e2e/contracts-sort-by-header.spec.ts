import { expect, test } from '@playwright/test'
import { accounts, signIn, tokenThroughApi } from './fixtures'
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

test('an admin sorts by client, then by end descending with Shift+Enter, and the export follows', async ({
  page,
  request,
}) => {
  const consultant = unique('Mona Multi ')
  const id = unique('MULTI-')
  // Two clients, each with two ends: by client, then the later end first.
  const rows = [
    [companies.initech, '2027-03-01'],
    [companies.acme, '2027-01-01'],
    [companies.initech, '2027-06-01'],
    [companies.acme, '2027-09-01'],
  ] as const
  await createContractsThroughApi(
    request,
    rows.map(([client, end], index) => ({
      the_contract_id: `${id}-${index}`,
      client_company_id: client,
      vendor_company_id: companies.umbrella,
      contract_start: '2026-01-01',
      contract_end: end,
      selected_consultant: { name: consultant },
    })),
  )
  await signIn(page, accounts.admin)
  await page.goto(`/contracts?search=${encodeURIComponent(consultant)}`)
  const table = page.getByRole('table', { name: 'Contracts' })
  const ids = async () => {
    const texts = await table.getByRole('row').filter({ hasText: consultant }).allInnerTexts()
    return texts.map((text) => text.match(new RegExp(`${id}-\\d`))?.[0])
  }
  await expect.poll(ids).toHaveLength(4)

  await table.getByRole('button', { name: 'Sort by client', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/sort=client_company(&|$)/)
  const byEnd = table.getByRole('button', { name: 'Sort by end', exact: true })
  await byEnd.focus()
  await page.keyboard.press('Shift+Enter')
  await expect(page).toHaveURL(/sort=client_company%2Ccontract_end(&|$)/)
  await page.keyboard.press('Shift+Enter')
  await expect(page).toHaveURL(/sort=client_company%2C-contract_end(&|$)/)
  await expect(byEnd).toHaveAccessibleDescription('sort key 2')
  const order = [`${id}-3`, `${id}-1`, `${id}-2`, `${id}-0`]
  await expect.poll(ids).toEqual(order)

  // A reload keeps both keys; the export sorts as the table does.
  await page.reload()
  await expect.poll(ids).toEqual(order)
  const token = await tokenThroughApi(request, accounts.admin)
  const exported = await request.get(
    `/api/v1/contracts/export.csv?search=${encodeURIComponent(consultant)}&sort=client_company,-contract_end`,
    { headers: { Authorization: `Bearer ${token}` } },
  )
  const records = (await exported.text()).trim().split('\r\n').slice(1)
  expect(records.map((record) => record.split(',')[1])).toEqual(order)
})
