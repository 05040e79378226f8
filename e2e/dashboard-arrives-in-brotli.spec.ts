import { expect, test } from '@playwright/test'
import { accounts, fillSignInForm } from './fixtures'

test('the page, its scripts and its styles reach the browser in the Brotli form the build made', async ({
  page,
}) => {
  const encodings = new Map<string, string | undefined>()
  page.on('response', async (response) => {
    const url = new URL(response.url())
    if (url.pathname.startsWith('/api/')) return
    encodings.set(url.pathname, (await response.allHeaders())['content-encoding'])
  })
  await page.goto('/sign-in')
  await fillSignInForm(page, accounts.admin)
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()

  const built = [...encodings.keys()].filter((path) => /\.(js|css)$/.test(path))
  // The sign-in page's scripts and style, then the signed-in layout's and the overview's.
  expect(built.length).toBeGreaterThan(10)
  expect(built.filter((path) => path.endsWith('.css')).length).toBeGreaterThan(1)
  for (const path of [...built, '/sign-in'])
    expect([path, encodings.get(path)]).toEqual([path, 'br'])
})
