import { type Page, expect, test } from '@playwright/test'
import dayjs from 'dayjs'
import { signIn } from './fixtures'
import { createClientOfNewCompany, createInquiryThroughApi } from './inquiry-fixtures'

test('a client adds a position with dates and a requirement to an inquiry', async ({
  page,
  request,
}) => {
  const client = await createClientOfNewCompany(request, 'Pia Position')
  const orderId = await createInquiryThroughApi(request, client, {
    title: 'Cloud migration',
    hires: [{ title: 'Cloud architect', type: 'full_time' }],
  })
  await signIn(page, client)
  await page.goto(`/inquiries/${orderId}`)
  await page.getByRole('link', { name: 'Add position' }).click()

  const form = page.getByRole('form', { name: 'New position' })
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Site reliability engineer')
  await form.getByRole('combobox', { name: 'Type' }).click()
  await page.getByRole('option', { name: 'Contract' }).click()
  await form.getByRole('combobox', { name: 'Experience level' }).click()
  await page.getByRole('option', { name: 'Senior' }).click()
  await form.getByRole('textbox', { name: 'Budget' }).fill('7500')
  await form.getByRole('textbox', { name: 'Allocation' }).fill('80')
  await form.getByLabel('Language requirements').fill('English fluent')

  const start = dayjs().add(1, 'month').date(10)
  const end = dayjs().add(3, 'month').date(20)
  await pickDateTime(page, 'Job start', start, 1, '09')
  await pickDateTime(page, 'Job end', end, 3, '17')
  await expect(form.getByRole('button', { name: 'Job start' })).toContainText(
    `${start.format('D MMM YYYY')} 09:00`,
  )

  await form.getByRole('textbox', { name: 'Description' }).fill('Keeps the new platform running.')
  await form.getByRole('button', { name: 'Add requirement' }).click()
  const requirement = form.getByRole('group', { name: 'Requirement 1' })
  await requirement.getByLabel('Name').fill('Kubernetes')
  await requirement.getByLabel('Level').fill('expert')
  await requirement.getByLabel('Mandatory').check()

  await form.getByRole('button', { name: 'Add position' }).click()

  await expect(page).toHaveURL(new RegExp(`/inquiries/${orderId}$`))
  const row = page.getByRole('table', { name: 'Positions' }).getByRole('row', {
    name: /Site reliability engineer/,
  })
  await expect(row).toContainText('Pending')
  await expect(row).toContainText('Contract')
  await expect(row).toContainText('Senior')
  await expect(row).toContainText('7 500')
  await expect(row).toContainText('80 %')
  await expect(row).toContainText(`${start.format('D MMM YYYY')}, 09:00`)
  await expect(row).toContainText(`${end.format('D MMM YYYY')}, 17:00`)

  await page.getByRole('button', { name: 'Show details of Site reliability engineer' }).click()
  await expect(page.getByText('Kubernetes · expert · mandatory')).toBeVisible()
  await expect(page.getByText('Keeps the new platform running.')).toBeVisible()
})

async function pickDateTime(
  page: Page,
  label: string,
  day: dayjs.Dayjs,
  monthsAhead: number,
  hours: string,
) {
  await page.getByRole('button', { name: label }).click()
  const picker = page.getByRole('dialog')
  for (let step = 0; step < monthsAhead; step++) {
    await picker.getByRole('button', { name: 'Next month' }).click()
  }
  await picker.getByRole('button', { name: day.format('D MMMM YYYY'), exact: true }).click()
  await picker.getByRole('spinbutton', { name: 'Hours' }).fill(hours)
  await picker.getByRole('spinbutton', { name: 'Minutes' }).fill('00')
  await picker.getByRole('button', { name: 'Confirm date and time' }).click()
  await expect(picker).toBeHidden()
}
