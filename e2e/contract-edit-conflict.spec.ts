import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { companies, createContractsThroughApi, unique } from './contracts-fixtures'
import { accounts, signIn, tokenThroughApi } from './fixtures'

async function editorOf(browser: Browser, contractId: number): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, accounts.admin)
  await page.goto(`/contracts/${contractId}/edit`)
  await expect(page.getByLabel('Notes')).toBeVisible()
  return page
}

/** A new contract, open in two browsers, each signed in as an admin. */
async function twoEditors(browser: Browser, request: APIRequestContext) {
  const [contractId] = await createContractsThroughApi(request, [
    {
      the_contract_id: unique('RACE-'),
      client_company_id: companies.acme,
      vendor_company_id: companies.globex,
      contract_start: '2026-01-01',
    },
  ])
  return {
    contractId: contractId!,
    first: await editorOf(browser, contractId!),
    second: await editorOf(browser, contractId!),
  }
}

test('two admins edit one contract: the second sees what changed and keeps theirs field by field', async ({
  browser,
  request,
}) => {
  const { contractId, first, second } = await twoEditors(browser, request)

  await first.getByLabel('Notes').fill('Notes of the first')
  await first.getByLabel('Client contact').fill('Carl First')
  await first.getByRole('button', { name: 'Save changes' }).click()
  await expect(first).toHaveURL(/\/contracts(\?|$)/)

  await second.getByLabel('Notes').fill('Notes of the second')
  await second.getByLabel('Vendor contact').fill('Vera Second')
  await second.getByRole('button', { name: 'Save changes' }).click()

  const dialog = second.getByRole('dialog', { name: 'Changed since you opened it' })
  await expect(dialog).toContainText(/changed by Ada Admin/)
  const row = (field: string) => dialog.getByRole('row', { name: new RegExp(`^${field}`) })
  await expect(row('Notes')).toContainText('Notes of the second')
  await expect(row('Notes')).toContainText('Notes of the first')
  await expect(row('Client contact')).toContainText('Changed by them only')
  await expect(row('Vendor contact')).toContainText('Changed by you only')
  // Nothing typed is lost while the person decides: the form behind still holds it.
  await expect(second.getByRole('textbox', { name: 'Notes', exact: true })).toHaveValue(
    'Notes of the second',
  )

  await dialog.getByRole('radio', { name: 'Keep your Notes' }).check()
  await dialog.getByRole('button', { name: 'Save with these choices' }).click()
  await expect(second).toHaveURL(/\/contracts(\?|$)/)

  const saved = await request.get(`/api/v1/contracts/id/${contractId}`, {
    headers: { Authorization: `Bearer ${await tokenThroughApi(request, accounts.admin)}` },
  })
  expect(await saved.json()).toMatchObject({
    notes: 'Notes of the second',
    client_contact: 'Carl First',
    vendor_contact: 'Vera Second',
  })
})

test('taking theirs puts their version in the form and saves nothing', async ({
  browser,
  request,
}) => {
  const { first, second } = await twoEditors(browser, request)

  await first.getByLabel('Notes').fill('Theirs')
  await first.getByRole('button', { name: 'Save changes' }).click()
  await expect(first).toHaveURL(/\/contracts(\?|$)/)

  await second.getByLabel('Notes').fill('Mine')
  await second.getByRole('button', { name: 'Save changes' }).click()
  const dialog = second.getByRole('dialog', { name: 'Changed since you opened it' })
  await dialog.getByRole('button', { name: 'Take all theirs' }).click()
  await expect(dialog).toBeHidden()
  await expect(second.getByRole('textbox', { name: 'Notes', exact: true })).toHaveValue('Theirs')
  await expect(second.getByRole('button', { name: 'Save changes' })).toBeDisabled()
})
