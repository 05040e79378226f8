import { expect, test } from '@playwright/test'
import { signIn } from './fixtures'
import { createClientOfNewCompany, createInquiryThroughApi } from './inquiry-fixtures'

test('markup in a description is shown safely and runs nothing', async ({ page, request }) => {
  const client = await createClientOfNewCompany(request, 'Xena Scripted')
  const orderId = await createInquiryThroughApi(request, client, {
    title: 'Hostile description',
    description:
      '<p>We need <strong>bold</strong> people.</p>' +
      '<img src=x onerror="window.__xss=1">' +
      '<script>window.__xss=2</script>' +
      '<a href="javascript:window.__xss=3">click me</a>',
    hires: [{ title: 'Tester', type: 'contract' }],
  })
  await signIn(page, client)
  await page.goto(`/inquiries/${orderId}`)

  const description = page.getByRole('region', { name: 'Description' })
  await expect(description.getByText('bold', { exact: true })).toBeVisible()
  // The javascript: address is dropped, so "click me" is plain text now.
  await expect(description.getByText('click me')).toBeVisible()
  await expect(description.getByRole('link')).toHaveCount(0)
  await description.getByText('click me').click()

  // Give a broken image's error handler every chance to run.
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
  expect(await page.evaluate(() => document.querySelectorAll('img[onerror]').length)).toBe(0)
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('main script')].some((script) =>
        script.textContent?.includes('__xss'),
      ),
    ),
  ).toBe(false)
})
