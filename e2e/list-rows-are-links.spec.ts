import { type APIRequestContext, expect, test, type Locator, type Page } from '@playwright/test'
import { companies, createContractsThroughApi, unique } from './contracts-fixtures'
import { accounts, createUserThroughApi, signIn, tokenThroughApi } from './fixtures'

// The row's link lies over its cells, as a link should: clicks go where a person's would, past
// Playwright's check that the cell itself takes them (`force`).

/** Ctrl-click and middle-click on a cell open `path` in a new tab and leave this one where it is. */
async function opensInNewTab(page: Page, cell: Locator, path: RegExp) {
  const listUrl = page.url()
  for (const click of [
    () => cell.click({ modifiers: ['ControlOrMeta'], force: true }),
    () => cell.click({ button: 'middle', force: true }),
  ]) {
    const [tab] = await Promise.all([page.context().waitForEvent('page'), click()])
    await expect(tab).toHaveURL(path)
    await tab.close()
    expect(page.url()).toBe(listUrl)
  }
}

/** A contract of its own, with a consultant of a name no other journey gives. */
async function consultantsContract(request: APIRequestContext, name: string) {
  const consultant = unique(name)
  const [contractId] = await createContractsThroughApi(request, [
    {
      the_contract_id: unique('LINK-'),
      client_company_id: companies.acme,
      vendor_company_id: companies.umbrella,
      contract_start: '2026-01-01',
      selected_consultant: { name: consultant },
    },
  ])
  return { consultant, contractId: contractId! }
}

test('a list row is a real link: a click anywhere opens it, Ctrl-click and middle-click in a new tab', async ({
  page,
  request,
}) => {
  const { consultant, contractId } = await consultantsContract(request, 'Lina Link ')
  const user = await createUserThroughApi(request, { name: unique('Lauri Link ') })
  await signIn(page, accounts.admin)

  // Contracts: the consultant's cell is not the link itself, yet it opens the contract.
  await page.goto(`/contracts?search=${encodeURIComponent(consultant)}`)
  const contractRow = page
    .getByRole('table', { name: 'Contracts' })
    .getByRole('row')
    .filter({ hasText: consultant })
  const consultantCell = contractRow.getByText(consultant)
  await opensInNewTab(page, consultantCell, new RegExp(`/contracts/${contractId}/edit$`))
  await consultantCell.click({ force: true })
  await expect(page).toHaveURL(new RegExp(`/contracts/${contractId}/edit$`))

  // Users: the company cell opens the person.
  await page.goto(`/users?search=${encodeURIComponent(user.name)}`)
  const userRow = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({
    hasText: user.name,
  })
  await opensInNewTab(page, userRow.getByText(user.email), new RegExp(`/users/${user.id}/edit$`))
  await userRow.getByText(user.email).click({ force: true })
  await expect(page).toHaveURL(new RegExp(`/users/${user.id}/edit$`))

  // Inquiries: the created date opens the inquiry.
  await page.goto('/inquiries')
  const inquiryRow = page.getByRole('table', { name: 'Inquiries' }).getByRole('row').nth(1)
  const inquiryLink = await inquiryRow.getByRole('link').first().getAttribute('href')
  await opensInNewTab(page, inquiryRow.getByRole('cell').last(), new RegExp(`${inquiryLink}$`))
  await inquiryRow.getByRole('cell').last().click({ force: true })
  await expect(page).toHaveURL(new RegExp(`${inquiryLink}$`))
})

test('with columns pinned, a click on a pinned cell or on one scrolled under them opens the contract', async ({
  page,
  request,
}) => {
  // An admin of their own, with the contract id and the client pinned (their table preferences).
  const created = await createUserThroughApi(request, {
    name: unique('Pia Pinned '),
    company_name: 'Staffing HQ',
    type: 'admin',
  })
  const admin = { ...created, password: 'password123' }
  const token = await tokenThroughApi(request, admin)
  const pinned = await request.post('/api/v1/user/preferences', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      tables: {
        contracts: {
          columns: ['the_contract_id', 'client_company', 'vendor_company', 'consultant', 'status'],
          pinned: ['the_contract_id', 'client_company'],
        },
      },
    },
  })
  expect(pinned.ok()).toBe(true)
  const { consultant, contractId } = await consultantsContract(request, 'Pekka Pinned ')
  await signIn(page, admin)
  const edit = new RegExp(`/contracts/${contractId}/edit$`)
  await page.goto(`/contracts?search=${encodeURIComponent(consultant)}`)
  const row = page
    .getByRole('table', { name: 'Contracts' })
    .getByRole('row')
    .filter({ hasText: consultant })
  const client = row.locator('td[data-cell="client_company"]')
  await expect(client).toHaveCSS('position', 'sticky')

  // The pinned client's cell (not the id, whose own link it is) opens the contract.
  await opensInNewTab(page, client, edit)

  // Scrolled sideways, the consultant's cell passes under the pinned cells: where both are, the
  // pinned cell is on top, and a click there opens the same contract.
  await page.setViewportSize({ width: 700, height: 800 })
  const consultantCell = row.locator('td[data-cell="consultant"]')
  await consultantCell.evaluate((cell) => {
    cell.closest('[class*="viewport"]')!.scrollLeft = (cell as HTMLElement).offsetLeft
  })
  const at = (await client.boundingBox())!
  const under = await consultantCell.boundingBox()
  expect(under!.x).toBeLessThan(at.x + at.width)
  // The pinned cells stay side by side: the client's starts where the id's ends.
  const id = (await row.locator('td[data-cell="the_contract_id"]').boundingBox())!
  expect(Math.abs(at.x - (id.x + id.width))).toBeLessThan(1)
  expect(
    await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('td')?.dataset.cell ?? 'row',
      [at.x + at.width / 2, at.y + at.height / 2],
    ),
  ).not.toBe('consultant')
  await client.click({ force: true })
  await expect(page).toHaveURL(edit)
})
