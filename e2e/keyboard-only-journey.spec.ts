import { type Locator, type Page, expect, test } from '@playwright/test'
import dayjs from 'dayjs'
import { accounts } from './fixtures'
import { companies, createContractsThroughApi, tabTo, unique } from './contracts-fixtures'
import { createClientOfNewCompany } from './inquiry-fixtures'

/**
 * The main flows from the keyboard alone: no clicks and no fill(). Only the setup (a client of
 * a new company, a contract) goes through the API, and focus moves by Tab, arrows and shortcuts.
 */
test('a client and an admin do their work with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(90_000)
  const client = await createClientOfNewCompany(request, 'Kim Keyboard')
  const contractId = unique('KBD-')
  const consultant = unique('Kalle Keys ')
  await createContractsThroughApi(request, [
    {
      the_contract_id: contractId,
      client_company_id: companies.acme,
      vendor_company_id: companies.umbrella,
      contract_start: '2026-03-01',
      status: 'ongoing',
      selected_consultant: { name: consultant, title: 'Tester' },
    },
  ])

  // Sign in: the email field has the focus when the page opens.
  await page.goto('/sign-in')
  await signInWithKeyboard(page, client)

  // The overview opens first; the palette leads to the inquiries, where `n` opens the form.
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible()
  await runPaletteAction(page, 'positions to fill')
  await expect(page.getByRole('heading', { name: 'Inquiries', level: 1 })).toBeVisible()
  await page.keyboard.press('n')
  const inquiryForm = page.getByRole('form', { name: 'New inquiry' })
  await typeInto(
    page,
    inquiryForm.getByRole('textbox', { name: 'Title', exact: true }).first(),
    'Warehouse night shift',
  )
  await typeInto(page, inquiryForm.getByRole('combobox', { name: 'Industry' }), 'Logistics')
  await page.keyboard.press('Escape')
  await typeInto(page, inquiryForm.getByRole('textbox', { name: 'Main contact' }), 'Kim Keyboard')
  await typeInto(
    page,
    inquiryForm.getByRole('textbox', { name: 'Description' }),
    'Forklift drivers for the night.',
  )
  const hire = inquiryForm.getByRole('group', { name: 'Hire 1' })
  await typeInto(page, hire.getByRole('textbox', { name: 'Title', exact: true }), 'Forklift driver')
  await chooseOption(page, hire.getByRole('combobox', { name: 'Type' }), 'Part time')
  await pressButton(page, inquiryForm.getByRole('button', { name: 'Create inquiry' }))

  await expect(page.getByRole('heading', { name: 'Warehouse night shift', level: 1 })).toBeVisible()
  const positions = page.getByRole('table', { name: 'Positions' })
  await expect(positions.getByRole('row', { name: /Forklift driver/ })).toContainText('Part time')

  // A position added to it, with dates from the picker, a budget and a requirement.
  await pressButton(page, page.getByRole('link', { name: 'Add position' }))
  const positionForm = page.getByRole('form', { name: 'New position' })
  await typeInto(
    page,
    positionForm.getByRole('textbox', { name: 'Title', exact: true }),
    'Shift lead',
  )
  await chooseOption(page, positionForm.getByRole('combobox', { name: 'Type' }), 'Contract')
  await chooseOption(
    page,
    positionForm.getByRole('combobox', { name: 'Experience level' }),
    'Senior',
  )
  await typeInto(page, positionForm.getByRole('textbox', { name: 'Budget' }), '5200')
  await pickTodayAt(page, positionForm.getByRole('button', { name: 'Job start' }), '08:00')
  await pickTodayAt(page, positionForm.getByRole('button', { name: 'Job end' }), '16:30')
  await typeInto(
    page,
    positionForm.getByRole('textbox', { name: 'Description' }),
    'Leads the night crew.',
  )
  await pressButton(page, positionForm.getByRole('button', { name: 'Add requirement' }))
  const requirement = positionForm.getByRole('group', { name: 'Requirement 1' })
  await typeInto(page, requirement.getByRole('textbox', { name: 'Name' }), 'Forklift licence')
  await tabTo(page, requirement.getByRole('checkbox', { name: 'Mandatory' }))
  await page.keyboard.press('Space')
  await expect(requirement.getByRole('checkbox', { name: 'Mandatory' })).toBeChecked()
  await pressButton(page, positionForm.getByRole('button', { name: 'Add position' }))

  const today = dayjs().format('D MMM YYYY')
  const shiftLead = positions.getByRole('row', { name: /Shift lead/ })
  await expect(shiftLead).toContainText('Contract')
  await expect(shiftLead).toContainText('Senior')
  await expect(shiftLead).toContainText('5 200')
  await expect(shiftLead).toContainText(`${today}, 08:00`)
  await expect(shiftLead).toContainText(`${today}, 16:30`)
  await pressButton(page, page.getByRole('button', { name: 'Show details of Shift lead' }))
  await expect(page.getByText('Forklift licence · mandatory')).toBeVisible()
  await expect(page.getByText('Leads the night crew.')).toBeVisible()

  // Sign out through the command palette, and back in as the admin.
  await runPaletteAction(page, 'sign out')
  await expect(page).toHaveURL(/\/sign-in/)
  await signInWithKeyboard(page, accounts.admin)

  // To the contracts, filtered by status and searched.
  await runPaletteAction(page, 'who works for whom')
  const table = page.getByRole('table', { name: 'Contracts' })
  await expect(table).toBeVisible()
  await page.keyboard.press('2')
  await expect(page.getByRole('radio', { name: 'Ongoing' })).toBeChecked()
  await page.keyboard.press('/')
  await expect(page.getByRole('textbox', { name: 'Search contracts' })).toBeFocused()
  await page.keyboard.type(consultant)
  await expect(table.getByRole('row')).toHaveCount(2)
  await page.keyboard.press('ArrowDown')
  await expect(table.getByRole('link', { name: contractId, exact: true })).toBeFocused()
  await page.keyboard.press('Enter')

  // Edit: a price and a note, saved with the form's button.
  await expect(page.getByRole('heading', { name: `Edit ${contractId}`, level: 1 })).toBeVisible()
  await typeInto(page, page.getByRole('textbox', { name: 'Client price' }), '123.4')
  await typeInto(page, page.getByRole('textbox', { name: 'Notes' }), 'Checked by keyboard.')
  await pressButton(page, page.getByRole('button', { name: 'Save changes' }))

  await expect(page.getByText(`${contractId} was updated.`)).toBeVisible()
  await expect(page).toHaveURL(/\/contracts\?.*status=ongoing/)
  await expect(table.getByRole('row').filter({ hasText: contractId })).toContainText('123.40')
})

type Credentials = { email: string; password: string; name: string }

async function signInWithKeyboard(page: Page, account: Credentials) {
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused()
  await page.keyboard.type(account.email)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
  await page.keyboard.type(account.password)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('banner')).toContainText(account.name)
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field)
  await page.keyboard.type(text)
}

/** Tabs to a button or link and presses Enter on it. */
async function pressButton(page: Page, target: Locator) {
  await tabTo(page, target)
  await page.keyboard.press('Enter')
}

/** Tabs to a select, opens it with ↓ and moves down until `option` is highlighted. */
async function chooseOption(page: Page, select: Locator, option: string) {
  await tabTo(page, select)
  await page.keyboard.press('ArrowDown')
  const wanted = page.getByRole('option', { name: option, exact: true })
  const wantedId = await wanted.getAttribute('id')
  for (let step = 0; step < 10; step++) {
    if ((await select.getAttribute('aria-activedescendant')) === wantedId) break
    await page.keyboard.press('ArrowDown')
  }
  await page.keyboard.press('Enter')
  await expect(select).toHaveValue(option)
}

/** Opens a date-time picker, picks today's date and types the time ("08:00"). */
async function pickTodayAt(page: Page, picker: Locator, time: string) {
  const [hours, minutes] = time.split(':') as [string, string]
  await tabTo(page, picker)
  await page.keyboard.press('Enter')
  const dropdown = page.getByRole('dialog')
  await tabTo(
    page,
    dropdown.getByRole('button', { name: dayjs().format('D MMMM YYYY'), exact: true }),
  )
  await page.keyboard.press('Enter')
  const hoursBox = dropdown.getByRole('spinbutton', { name: 'Hours' })
  await expect(hoursBox).toBeFocused()
  // No leading zero: typed faster than the picker re-renders, a 0 counts as the whole hour and
  // the rest would land in the minutes. A single 8 is 08 and moves on, as does 16, once the 1 has
  // been taken (a person sees it before typing on; a busy machine may not have shown it yet).
  const digits = String(Number(hours))
  for (const [i, digit] of [...digits].entries()) {
    await page.keyboard.type(digit)
    if (i < digits.length - 1) await expect(hoursBox).toHaveAttribute('aria-valuenow', digit)
  }
  await expect(dropdown.getByRole('spinbutton', { name: 'Minutes' })).toBeFocused()
  await page.keyboard.type(minutes)
  await page.keyboard.press('Enter')
  await expect(dropdown).toBeHidden()
  await expect(picker).toContainText(`${dayjs().format('D MMM YYYY')} ${time}`)
}

/** Opens the command palette, narrows it to one action and runs it. */
async function runPaletteAction(page: Page, search: string) {
  await page.keyboard.press('ControlOrMeta+K')
  const palette = page.getByRole('textbox', { name: 'Command palette search' })
  await expect(palette).toBeFocused()
  await page.keyboard.type(search)
  // One match: ↓ selects it whether or not the first is preselected.
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(palette).toBeHidden()
}
