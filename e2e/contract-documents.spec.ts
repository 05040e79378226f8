import { expect, test } from '@playwright/test'
import {
  colorSchemes,
  expectColorScheme,
  expectNoSeriousViolations,
  settled,
} from './a11y-fixtures'
import { companies, createContractsThroughApi, unique } from './contracts-fixtures'
import { accounts, signIn } from './fixtures'

/** Today as the server reads it (UTC), `days` on. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** A small but real PDF: the server reads its type from these bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
)

test('an admin uploads a PDF to a contract’s Documents tab, sees it listed, and deletes it', async ({
  page,
  request,
}) => {
  const publicId = unique('DOCS-')
  const name = `${publicId.toLowerCase()}-signed.pdf`
  await createContractsThroughApi(request, [
    {
      the_contract_id: publicId,
      client_company_id: companies.acme,
      vendor_company_id: companies.globex,
      contract_start: '2026-01-01',
    },
  ])

  await signIn(page, accounts.admin)
  await page.goto(`/contracts?search=${publicId}`)
  await page
    .getByRole('table', { name: 'Contracts' })
    .getByRole('link', { name: publicId, exact: true })
    .click()
  await expect(page.getByRole('heading', { name: `Edit ${publicId}`, level: 1 })).toBeVisible()
  await page.getByRole('tab', { name: 'Documents' }).click()
  // The tab is in the address: a notification's link to it opens it.
  await expect(page).toHaveURL(/[?&]tab=documents/)
  await expect(page.getByText('No documents yet')).toBeVisible()

  // What it is and when it expires, then the file: sent as multipart/form-data with the
  // browser's own boundary.
  await page.getByRole('combobox', { name: 'Kind' }).click()
  await page.getByRole('option', { name: 'Contract' }).click()
  await page.getByRole('textbox', { name: /^Expiry date/ }).fill(day(10))
  await page.keyboard.press('Tab')
  const upload = page.waitForRequest(
    (sent) => sent.method() === 'POST' && sent.url().endsWith('/attachments'),
  )
  await page
    .getByLabel('Documents to upload')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF })
  expect(await (await upload).headerValue('content-type')).toMatch(
    /^multipart\/form-data; boundary=/,
  )

  const uploads = page.getByRole('list', { name: 'Uploads' })
  await expect(uploads.getByRole('status')).toHaveText('Uploaded')
  const table = page.getByRole('table', { name: 'Documents of the contract' })
  const row = table.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('Contract')
  await expect(row).toContainText('1 kB')
  await expect(row).toContainText('Expires soon')
  await expect(row).toContainText('Ada Admin')
  await expect(row.getByRole('button', { name: `Download ${name}` })).toBeVisible()

  // The tab with a document listed, in either scheme.
  for (const scheme of colorSchemes) {
    await page.emulateMedia({ colorScheme: scheme })
    await expectColorScheme(page, scheme)
    await settled(page.getByRole('tabpanel', { name: 'Documents' }))
    await expectNoSeriousViolations(page)
  }

  // Deleted after the question, the list is empty again.
  await row.getByRole('button', { name: `Delete ${name}` }).click()
  const question = page.getByRole('dialog', { name: `Delete ${name}?` })
  await question.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`${name} was deleted.`)).toBeVisible()
  await expect(question).toBeHidden()
  await expect(page.getByText('No documents yet')).toBeVisible()
  await expect(table).toBeHidden()
})
