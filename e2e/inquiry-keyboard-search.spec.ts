import { expect, test } from '@playwright/test'
import { signIn } from './fixtures'
import { createClientOfNewCompany, createInquiryThroughApi } from './inquiry-fixtures'

test('a client finds an inquiry by search and opens it with the keyboard alone', async ({
  page,
  request,
}) => {
  const client = await createClientOfNewCompany(request, 'Kai Keys')
  for (const title of ['Harbour cranes', 'Night nurses', 'Payroll audit']) {
    await createInquiryThroughApi(request, client, {
      title,
      hires: [{ title: `${title} lead`, type: 'contract' }],
    })
  }
  await signIn(page, client)
  await page.goto('/inquiries')
  const table = page.getByRole('table', { name: 'Inquiries' })
  await expect(table.getByRole('row')).toHaveCount(4)

  await page.keyboard.press('/')
  const search = page.getByRole('textbox', { name: 'Search inquiries' })
  await expect(search).toBeFocused()
  await page.keyboard.type('nurses')
  await expect(page).toHaveURL(/q=nurses/)
  await expect(table.getByRole('row')).toHaveCount(2)

  await page.keyboard.press('ArrowDown')
  await expect(table.getByRole('link', { name: 'Night nurses' })).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(page.getByRole('heading', { name: 'Night nurses', level: 1 })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Positions' })).toContainText('Night nurses lead')

  // Back restores the filtered list, and Esc in the search box clears it.
  await page.goBack()
  await expect(search).toHaveValue('nurses')
  await expect(table.getByRole('row')).toHaveCount(2)
  await page.keyboard.press('/')
  await page.keyboard.press('Escape')
  await expect(search).toHaveValue('')
  await expect(table.getByRole('row')).toHaveCount(4)

  // j / k move between rows, n starts a new inquiry.
  await page.keyboard.press('Escape')
  await page.keyboard.press('j')
  await page.keyboard.press('j')
  await expect(table.getByRole('link', { name: 'Night nurses' })).toBeFocused()
  await page.keyboard.press('k')
  await expect(table.getByRole('link', { name: 'Payroll audit' })).toBeFocused()
  await page.locator('body').press('n')
  await expect(page).toHaveURL(/\/inquiries\/new$/)
})
