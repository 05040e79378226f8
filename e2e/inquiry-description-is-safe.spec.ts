import { type Locator, expect, test } from '@playwright/test'
import { signIn } from './fixtures'
import { createClientOfNewCompany, createInquiryThroughApi } from './inquiry-fixtures'

const hostile = (who: string) =>
  `<p>We need <strong>bold</strong> ${who}.</p>` +
  `<img src=x-${who} onerror="window.__xss='${who} image'">` +
  `<script>window.__xss='${who} script'</script>` +
  `<a href="javascript:window.__xss='${who} link'">click ${who}</a>`

test('markup in inquiry and position descriptions is shown safely and runs nothing', async ({
  page,
  request,
}) => {
  const client = await createClientOfNewCompany(request, 'Xena Scripted')
  const orderId = await createInquiryThroughApi(request, client, {
    title: 'Hostile description',
    description: hostile('people'),
    hires: [{ title: 'Tester', type: 'contract', description: hostile('testers') }],
  })
  await signIn(page, client)
  await page.goto(`/inquiries/${orderId}`)

  // The inquiry's description.
  const description = page.getByRole('region', { name: 'Description' })
  await expectShownSafely(description, 'people')

  // The position's description, in its details row.
  const positions = page.getByRole('table', { name: 'Positions' })
  await positions.getByRole('button', { name: 'Show details of Tester' }).click()
  await expectShownSafely(positions, 'testers')

  // Nothing ran: no handler, no script, no link (the policy forbids inline scripts as well).
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
})

async function expectShownSafely(container: Locator, who: string) {
  await expect(container.getByText('bold', { exact: true })).toBeVisible()
  // The javascript: address is dropped, so the link text is plain text now.
  await expect(container.getByText(`click ${who}`)).toBeVisible()
  await expect(container.getByRole('link', { name: `click ${who}` })).toHaveCount(0)
  await container.getByText(`click ${who}`).click()

  // The image stays, without its handler; wait until it has failed to load, when it would have run.
  const image = container.locator(`img[src="x-${who}"]`)
  await expect(image).toHaveCount(1)
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).complete))
    .toBe(true)
  const unsafe = await container.evaluate((element) => ({
    handlers: [...element.querySelectorAll('*')].flatMap((node) =>
      [...node.attributes].map((attribute) => attribute.name).filter((name) => /^on/i.test(name)),
    ),
    scripts: element.querySelectorAll('script').length,
    javascriptLinks: element.querySelectorAll('[href^="javascript:" i]').length,
  }))
  expect(unsafe).toEqual({ handlers: [], scripts: 0, javascriptLinks: 0 })
}
