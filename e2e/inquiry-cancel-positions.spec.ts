import { expect, test } from '@playwright/test'
import { signIn } from './fixtures'
import { createClientOfNewCompany, createInquiryThroughApi } from './inquiry-fixtures'

test('a client cancels one position, then the inquiry with all its positions', async ({
  page,
  request,
}) => {
  const client = await createClientOfNewCompany(request, 'Cecil Cancel')
  const orderId = await createInquiryThroughApi(request, client, {
    title: 'Retail season staff',
    hires: [
      { title: 'Cashier', type: 'part_time' },
      { title: 'Store manager', type: 'full_time' },
      { title: 'Visual merchandiser', type: 'freelance' },
    ],
  })
  await signIn(page, client)
  await page.goto(`/inquiries/${orderId}`)
  const positions = page.getByRole('table', { name: 'Positions' })
  const cashier = positions.getByRole('row', { name: /Cashier/ })

  await page.getByRole('button', { name: 'Cancel position Cashier' }).click()
  const confirmPosition = page.getByRole('dialog', { name: /Cancel the position “Cashier”/ })
  await confirmPosition.getByRole('button', { name: 'Cancel position' }).click()
  await expect(cashier).toContainText('Cancelled')
  await expect(positions.getByRole('row', { name: /Store manager/ })).toContainText('Pending')
  await page.reload()
  await expect(cashier).toContainText('Cancelled')

  await page.getByRole('button', { name: 'Cancel inquiry' }).click()
  const confirmInquiry = page.getByRole('dialog', { name: /Cancel “Retail season staff”/ })
  await expect(confirmInquiry).toContainText('all of its positions will be cancelled')
  await confirmInquiry.getByRole('button', { name: 'Cancel inquiry and positions' }).click()

  await expect(page.getByRole('button', { name: 'Cancel inquiry' })).toBeHidden()
  await expect(page.getByRole('link', { name: 'Add position' })).toBeHidden()
  const rows = positions.getByRole('row').filter({ hasNot: page.getByRole('columnheader') })
  await expect(rows).toHaveCount(3)
  for (const row of await rows.all()) await expect(row).toContainText('Cancelled')
  await expect(positions.getByText('Pending')).toHaveCount(0)

  await page.reload()
  await expect(positions.getByText('Cancelled')).toHaveCount(3)
  await page.getByRole('link', { name: 'Inquiries', exact: true }).first().click()
  await expect(
    page
      .getByRole('table', { name: 'Inquiries' })
      .getByRole('row', { name: /Retail season staff/ }),
  ).toContainText('Cancelled')
  await expect(page.getByRole('group', { name: 'Search in progress' })).toContainText('0')
})
