import { expect, test } from '@playwright/test'
import { createUserThroughApi, signIn } from './fixtures'

test('a saved contracts view opens a bare list as its default and from the palette; hidden columns follow the person to another browser', async ({
  page,
  browser,
  request,
}) => {
  // An admin of its own: a default view of the shared admin would redirect every other journey.
  const person = await createUserThroughApi(request, { name: 'Vera Views', type: 'admin' })
  const account = { email: person.email, password: 'password123', name: person.name }
  await signIn(page, account)

  await page.goto('/contracts?status=ended&sort=contract_end')
  const table = page.getByRole('table', { name: 'Contracts' })
  await expect(table.getByRole('row').nth(1)).toBeVisible()

  await page.keyboard.press('v')
  await page.getByRole('menuitem', { name: 'Save current view…' }).click()
  const save = page.getByRole('dialog', { name: 'Save this view' })
  await save.getByRole('textbox', { name: 'Name' }).fill('Ended, by end')
  await save.getByRole('button', { name: 'Save view' }).click()
  await expect(save).toBeHidden()

  await page.getByRole('button', { name: /^Views/ }).click()
  await page.getByRole('menuitem', { name: 'Manage views…' }).click()
  const manage = page.getByRole('dialog', { name: 'Manage views' })
  await manage.getByRole('button', { name: 'Make Ended, by end the default' }).click()
  await expect(manage.getByText('Default')).toBeVisible()
  await page.keyboard.press('Escape')

  // A bare list opens as the default view.
  await page.goto('/contracts')
  await expect(page).toHaveURL(/status=ended/)
  await expect(page).toHaveURL(/sort=contract_end/)
  await expect(page.getByRole('radio', { name: 'Ended' })).toBeChecked()

  // Clearing the filter shows the whole list; the palette opens the view again.
  await page.keyboard.press('0')
  await expect(page).not.toHaveURL(/status=/)
  await page.keyboard.press('ControlOrMeta+K')
  const palette = page.getByRole('textbox', { name: 'Command palette search' })
  await palette.fill('Ended, by end')
  await page.getByRole('button', { name: /Ended, by end/ }).click()
  await expect(page).toHaveURL(/status=ended/)
  await expect(page.getByRole('radio', { name: 'Ended' })).toBeChecked()

  // Hide a column here…
  await page.getByRole('button', { name: 'Table settings' }).click()
  const vendor = page.getByRole('checkbox', { name: 'Vendor', exact: true })
  await vendor.focus()
  await page.keyboard.press('Space')
  await expect(vendor).not.toBeChecked()
  await expect(vendor).toBeFocused()
  await expect(
    table.getByRole('columnheader', { name: 'Sort by vendor', exact: true }),
  ).toHaveCount(0)
  await expect(
    table.getByRole('columnheader', { name: 'Sort by client', exact: true }),
  ).toBeVisible()

  // …and it is hidden in another browser signed in as the same person.
  const elsewhere = await browser.newContext()
  const other = await elsewhere.newPage()
  await signIn(other, account)
  await other.goto('/contracts?status=ongoing')
  const otherTable = other.getByRole('table', { name: 'Contracts' })
  await expect(otherTable.getByRole('row').nth(1)).toBeVisible()
  await expect(
    otherTable.getByRole('columnheader', { name: 'Sort by client', exact: true }),
  ).toBeVisible()
  await expect(
    otherTable.getByRole('columnheader', { name: 'Sort by vendor', exact: true }),
  ).toHaveCount(0)
  await elsewhere.close()
})
