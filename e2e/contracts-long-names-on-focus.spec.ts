import { expect, test } from '@playwright/test'
import { companies, createContractsThroughApi, unique } from './contracts-fixtures'
import { accounts, signIn } from './fixtures'

test.use({ viewport: { width: 1400, height: 900 } })

test('the active row shows a long name whole over the cells after it, without growing, and rings its link', async ({
  page,
  request,
}) => {
  // A consultant whose name and title are far longer than their column.
  const name = unique('Maximiliana Konstantinopolskaya-Virtanen ')
  const title = 'Principal Solutions Architect for Enterprise Integrations'
  await createContractsThroughApi(request, [
    {
      the_contract_id: unique('LONG-'),
      client_company_id: companies.acme,
      vendor_company_id: companies.umbrella,
      contract_start: '2026-01-01',
      selected_consultant: { name, title },
    },
  ])
  await signIn(page, accounts.admin)
  await page.goto(`/contracts?search=${encodeURIComponent(name)}`)
  const table = page.getByRole('table', { name: 'Contracts' })
  const row = table.locator('tbody tr[data-index="0"]')
  const cell = row.locator('td[data-cell="consultant"]')
  await expect(cell).toContainText(name)
  const cut = cell.locator('[title]')
  const copy = cell.locator('[data-whole]')
  const link = row.locator('[data-row-link]')

  // Cut with an ellipsis, its text in the page once (the copy draws its own, unread), no copy shown.
  expect(await cut.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
  await expect(cut).toHaveAttribute('title', `${name} · ${title}`)
  expect(await cell.textContent()).toBe(`${name} · ${title}`)
  await expect(copy).toBeHidden()
  const height = (await row.boundingBox())!.height
  const ringColor = () => link.evaluate((element) => getComputedStyle(element).outlineColor)
  const unfocusedRing = await ringColor()
  expect(unfocusedRing).toBe('rgba(0, 0, 0, 0)')

  // ↓ makes it the active row: the whole name and title on one line, wider than the cell, the row
  // as tall as before; the link's ring in the primary colour.
  await page.keyboard.press('ArrowDown')
  await expect(link).toBeFocused()
  await expect(copy).toBeVisible()
  const drawn = await copy.evaluate((element) => ({
    text:
      getComputedStyle(element, '::before').content + getComputedStyle(element, '::after').content,
    width: element.getBoundingClientRect().width,
    cell: element.closest('td')!.getBoundingClientRect().width,
  }))
  expect(drawn.text).toBe(`"${name}"" · ${title}"`)
  expect(drawn.width).toBeGreaterThan(drawn.cell)
  expect((await row.boundingBox())!.height).toBe(height)
  expect(await ringColor()).not.toBe(unfocusedRing)
  await expect(link).toHaveCSS('outline-style', 'solid')

  // Away from it: hidden again.
  await page.getByRole('textbox', { name: 'Search contracts' }).focus()
  await expect(copy).toBeHidden()
  expect(await ringColor()).toBe(unfocusedRing)

  // Shown again, a click on it where it covers the next cells opens the contract, as the row does.
  await link.focus()
  await expect(copy).toBeVisible()
  const box = (await copy.boundingBox())!
  await page.mouse.click(box.x + drawn.cell + 20, box.y + box.height / 2)
  await expect(page).toHaveURL(/\/contracts\/\d+\/edit$/)
})
