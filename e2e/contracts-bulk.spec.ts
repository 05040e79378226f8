import { readFile } from 'node:fs/promises'
import { type Page, expect, test } from '@playwright/test'
import { companies, createContractsThroughApi, unique } from './contracts-fixtures'
import { accounts, signIn } from './fixtures'

/** `count` live contracts named `<prefix>-01`, `<prefix>-02`, …; the list is opened on them. */
async function openContracts(
  page: Page,
  request: Parameters<typeof createContractsThroughApi>[0],
  count: number,
  perPage = 10,
) {
  const prefix = unique('BULK')
  const names = Array.from(
    { length: count },
    (_, index) => `${prefix}-${String(index + 1).padStart(2, '0')}`,
  )
  const ids = await createContractsThroughApi(
    request,
    names.map((name) => ({
      the_contract_id: name,
      client_company_id: companies.acme,
      vendor_company_id: companies.globex,
      contract_start: '2026-01-01',
      status: 'ongoing' as const,
    })),
  )
  await signIn(page, accounts.admin)
  await page.goto(`/contracts?search=${prefix}&sort=the_contract_id&per_page=${perPage}`)
  const table = page.getByRole('table', { name: 'Contracts' })
  await expect(table.getByRole('link', { name: names[0], exact: true })).toBeVisible()
  const bar = page.getByRole('region', { name: 'Selected contracts' })
  return { names, ids, table, bar }
}

/** The contract ids (second column) of a CSV file's records, past its header. */
function contractIdsOf(csv: string) {
  const [header, ...records] = csv.trim().split('\r\n')
  expect(header).toMatch(/^id,the_contract_id,/)
  return records.map((record) => record.split(',')[1])
}

/** The export the next click asks for: the picked ids (in order), its other parameters apart. */
async function exportRequest(page: Page) {
  const url = new URL(
    (await page.waitForRequest((request) => request.url().includes('/contracts/export.csv'))).url(),
  )
  const { ids = '', ...others } = Object.fromEntries(url.searchParams)
  return {
    ids: ids
      .split(',')
      .map(Number)
      .sort((a, b) => a - b),
    others,
  }
}

test('three contracts picked from the keyboard are terminated together, and Undo brings all three back', async ({
  page,
  request,
}) => {
  const { names, table, bar } = await openContracts(page, request, 4)

  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Space')
  await page.keyboard.press('Shift+ArrowDown')
  await page.keyboard.press('Shift+ArrowDown')
  await expect(bar.getByText('3 selected')).toBeVisible()
  for (const name of names.slice(0, 3))
    await expect(table.getByRole('checkbox', { name: `Select contract ${name}` })).toBeChecked()
  await expect(
    table.getByRole('checkbox', { name: `Select contract ${names[3]}` }),
  ).not.toBeChecked()

  await bar.getByRole('button', { name: 'Terminate' }).click()
  const dialog = page.getByRole('dialog', { name: 'Terminate 3 contracts?' })
  await dialog.getByRole('button', { name: 'Terminate 3 contracts' }).click()

  const notice = page.getByRole('alert').filter({ hasText: '3 contracts were terminated.' })
  await expect(notice).toBeVisible()
  await expect(table.getByRole('link', { name: names[0], exact: true })).toBeHidden()
  await expect(table.getByRole('link', { name: names[3], exact: true })).toBeVisible()
  await expect(bar).toBeHidden()

  await notice.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByText('3 contracts are back.')).toBeVisible()
  for (const name of names)
    await expect(table.getByRole('link', { name, exact: true })).toBeVisible()
})

test('the status of the selected contracts is set at once, after a confirmation', async ({
  page,
  request,
}) => {
  const { names, table, bar } = await openContracts(page, request, 3)
  await table.getByRole('checkbox', { name: `Select contract ${names[0]}` }).click()
  await table.getByRole('checkbox', { name: `Select contract ${names[2]}` }).click()

  await bar.getByRole('button', { name: 'Set status' }).click()
  await page.getByRole('menuitem', { name: 'Ended' }).click()
  const dialog = page.getByRole('dialog', { name: 'Set the status of 2 contracts to “Ended”?' })
  await dialog.getByRole('button', { name: 'Set status' }).click()

  await expect(page.getByText('2 contracts are now “Ended”.')).toBeVisible()
  const row = (name: string | undefined) => table.getByRole('row').filter({ hasText: name })
  await expect(row(names[0])).toContainText('Ended')
  await expect(row(names[1])).toContainText('Ongoing')
  await expect(row(names[2])).toContainText('Ended')
  // The same contracts stay selected, ready for the next action.
  await expect(bar.getByText('2 selected')).toBeVisible()
})

test('a Shift+click picks every row from the one clicked last', async ({ page, request }) => {
  const { names, table, bar } = await openContracts(page, request, 5)
  const box = (name: string | undefined) =>
    table.getByRole('checkbox', { name: `Select contract ${name}` })
  await box(names[1]).click()
  await box(names[3]).click({ modifiers: ['Shift'] })

  await expect(bar.getByText('3 selected')).toBeVisible()
  for (const name of names.slice(1, 4)) await expect(box(name)).toBeChecked()
  await expect(box(names[0])).not.toBeChecked()
  await expect(box(names[4])).not.toBeChecked()
})

test('the selection exported as CSV holds exactly the selected contracts', async ({
  page,
  request,
}) => {
  const { names, ids, table, bar } = await openContracts(page, request, 4)
  await table.getByRole('checkbox', { name: `Select contract ${names[3]}` }).click()
  await table.getByRole('checkbox', { name: `Select contract ${names[1]}` }).click()

  const download = page.waitForEvent('download')
  const asked = exportRequest(page)
  await bar.getByRole('button', { name: 'Export selection (CSV)' }).click()
  // The server is asked for those two alone, in the list's sort: not every contract.
  expect(await asked).toEqual({ ids: [ids[1], ids[3]], others: { sort: 'the_contract_id' } })
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^contracts-selection-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile((await file.path())!, 'utf8')
  expect(contractIdsOf(csv)).toEqual([names[1], names[3]])
})

test('"select all matching" reaches past the page, and the export holds every one', async ({
  page,
  request,
}) => {
  const { names, ids, table, bar } = await openContracts(page, request, 7, 5)

  await page.keyboard.press('a')
  await expect(bar.getByText('5 selected')).toBeVisible()
  await expect(
    table.getByRole('checkbox', { name: 'Select the contracts of this page' }),
  ).toBeChecked()
  await bar.getByRole('button', { name: 'Select all 7 matching contracts' }).click()
  await expect(bar.getByText('7 selected')).toBeVisible()
  await expect(bar.getByText('All 7 matching contracts are selected.')).toBeVisible()

  // The next page's rows are selected too.
  await page.keyboard.press(']')
  await expect(table.getByRole('checkbox', { name: `Select contract ${names[6]}` })).toBeChecked()

  const download = page.waitForEvent('download')
  const asked = exportRequest(page)
  await bar.getByRole('button', { name: 'Export selection (CSV)' }).click()
  expect((await asked).ids).toEqual(ids)
  const csv = await readFile((await (await download).path())!, 'utf8')
  expect(contractIdsOf(csv)).toEqual(names)

  await page.keyboard.press('Escape')
  await expect(bar).toBeHidden()
})
