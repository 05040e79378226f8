import { expect, test } from '@playwright/test'
import { companies, createContractsThroughApi, tabTo, unique } from './contracts-fixtures'
import { accounts, createUserThroughApi, signIn } from './fixtures'

test('an edit shows in the contract’s History tab by its labels, and in the Activity page by keyboard', async ({
  page,
  request,
}) => {
  const contractId = unique('HIST-')
  const [id] = await createContractsThroughApi(request, [
    {
      the_contract_id: contractId,
      client_company_id: companies.acme,
      vendor_company_id: companies.globex,
      contract_start: '2026-03-01',
      status: 'not started',
    },
  ])
  // An admin of this journey's own, so the activity filtered to them is this journey's alone.
  const editor = await createUserThroughApi(request, {
    name: unique('Hedda Historian '),
    type: 'admin',
  } as { name: string })
  await signIn(page, { email: editor.email, password: 'password123', name: editor.name })

  await page.goto(`/contracts/${id}/edit`)
  await expect(page.getByRole('heading', { name: `Edit ${contractId}`, level: 1 })).toBeVisible()
  const noticePeriod = page.getByRole('textbox', { name: 'Notice period' })
  await noticePeriod.fill('3 months')
  const status = page.getByRole('combobox', { name: 'Status' })
  await tabTo(page, status)
  await page.keyboard.press('ArrowDown')
  // The options are there before the next key moves among them (a key sent sooner is lost).
  await expect(page.getByRole('option', { name: 'Ongoing' })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(status).toHaveValue('Ongoing')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText(`${contractId} was updated.`)).toBeVisible()

  // Saving goes back to the list; the editor's address with ?tab=history opens on its history.
  await expect(page).toHaveURL(/\/contracts(\?|$)/)
  await page.goto(`/contracts/${id}/edit?tab=history`)
  await expect(page.getByRole('tab', { name: 'History', selected: true })).toBeVisible()
  const history = page.getByRole('tabpanel', { name: 'History' })
  const newest = history.getByRole('listitem').first()
  await expect(newest).toContainText(editor.name)
  await expect(newest).toContainText('updated')
  await expect(newest).toContainText('Notice period: — → 3 months')
  await expect(newest).toContainText('Status: Not started → Ongoing')
  await expect(history).not.toContainText('notice_period')
  // The tab is in the address: Details takes it out, History puts it back, a reload keeps it.
  await page.getByRole('tab', { name: 'Details' }).click()
  await expect(page).toHaveURL(new RegExp(`/contracts/${id}/edit$`))
  await page.getByRole('tab', { name: 'History' }).click()
  await expect(page).toHaveURL(new RegExp(`/contracts/${id}/edit\\?tab=history$`))
  await page.reload()
  await expect(page.getByRole('tab', { name: 'History', selected: true })).toBeVisible()

  // The Activity page, from the navigation.
  await page.getByRole('link', { name: 'Activity' }).first().click()
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible()
  const table = page.getByRole('table', { name: 'Activity' })
  await expect(table).toBeVisible()

  // `/` goes to the person filter: type a name, pick them.
  await page.keyboard.press('/')
  const person = page.getByRole('combobox', { name: 'Person' })
  await expect(person).toBeFocused()
  await page.keyboard.type(editor.name)
  await expect(page.getByRole('option', { name: editor.name })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/actor_id=\d+/)
  await expect(
    page.getByRole('button', { name: `Remove filter: Person: ${editor.name}` }),
  ).toBeVisible()

  // Back to the record type: contracts.
  await page.keyboard.press('Shift+Tab')
  const resource = page.getByRole('combobox', { name: 'Record type' })
  await expect(resource).toBeFocused()
  // ↓ opens the list on its first choice, Contracts.
  await page.keyboard.press('ArrowDown')
  await page.getByRole('option', { name: 'Contracts' }).waitFor()
  await page.keyboard.press('Enter')
  await expect(resource).toHaveValue('Contracts')
  await expect(page).toHaveURL(/resource=contract/)

  // Only this person's contract edit is left; down to it, Enter opens the contract.
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table).toContainText('Notice period: — → 3 months')
  // Escape leaves the filter; j goes to the first row, Enter opens it.
  await page.keyboard.press('Escape')
  await expect(resource).not.toBeFocused()
  await page.keyboard.press('j')
  await expect(table.getByRole('link', { name: `Contract #${id}` })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: `Edit ${contractId}`, level: 1 })).toBeVisible()

  // Clear all filters from the chips.
  await page.goBack()
  await page.getByRole('button', { name: 'Clear all' }).click()
  await expect(page).not.toHaveURL(/actor_id|resource/)
  void accounts
})

test('the Activity page opened first draws its day picker with the date pickers’ styles, its list under its title', async ({
  page,
}) => {
  await signIn(page, accounts.admin)
  // Loaded afresh on the Activity page: no other page has brought the date pickers' styles.
  await page.goto('/activity')
  await page.reload()
  // The filters' panel follows the title's lines at the page's usual gap (a page without actions
  // once had 200 px of nothing there).
  const since = page.getByRole('textbox', { name: 'Since' })
  const subtitle = await page.getByText('Every change anyone saved').boundingBox()
  const filters = await since.boundingBox()
  expect(filters!.y - (subtitle!.y + subtitle!.height)).toBeLessThan(100)
  await since.click()
  const calendar = page.locator('[data-dates-dropdown]')
  await expect(calendar).toBeVisible()
  // Styled, the month's arrows are icons of a few pixels and the calendar a small panel; without
  // its styles each arrow is drawn a hundred pixels wide and the panel spans most of the page.
  const arrow = await calendar.locator('svg').first().boundingBox()
  expect(arrow!.width).toBeLessThan(40)
  const panel = await calendar.boundingBox()
  expect(panel!.height).toBeLessThan(400)
})
