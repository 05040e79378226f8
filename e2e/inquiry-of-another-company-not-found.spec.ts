import { expect, test } from '@playwright/test'
import { signIn } from './fixtures'
import { createClientOfNewCompany, createInquiryThroughApi } from './inquiry-fixtures'

test('a direct link to another company’s inquiry shows a clear not-found page', async ({
  page,
  request,
}) => {
  const owner = await createClientOfNewCompany(request, 'Olga Owner')
  const orderId = await createInquiryThroughApi(request, owner, {
    title: 'Confidential search',
    hires: [{ title: 'Chief executive', type: 'full_time' }],
  })
  const outsider = await createClientOfNewCompany(request, 'Otto Outsider')
  await signIn(page, outsider)

  await page.goto(`/inquiries/${orderId}`)
  await expect(page.getByRole('heading', { name: 'Inquiry not found', level: 1 })).toBeVisible()
  await expect(page.getByText('Confidential search')).toBeHidden()
  await page.getByRole('link', { name: 'Back to inquiries' }).click()
  await expect(page).toHaveURL(/\/inquiries$/)
})
