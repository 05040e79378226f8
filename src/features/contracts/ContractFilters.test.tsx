import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type TestApiServer, workerApiServer } from '../../test/api-server'
import { renderApp, storeSessionFor } from '../../test/render-app'
import { exportContractsCsv } from './export-csv'
import { createContract } from '../../test/contracts-api'

let server: TestApiServer
let adminToken: string
const ids: Record<string, number> = {}

async function get<T>(path: string): Promise<T> {
  const answer = await fetch(`${server.url}/api/v1${path}`, {
    headers: { Authorization: `Bearer ${adminToken}`, Accept: 'application/json' },
  })
  return (await answer.json()) as T
}

async function idOf(kind: 'companies' | 'consultants', name: string) {
  const answer = await get<Record<string, { id: number; name: string }[]>>(
    `/${kind}?search=${encodeURIComponent(name)}`,
  )
  return answer[kind]!.find((row) => row.name === name)!.id
}

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  adminToken = await server.signIn('admin@example.com', 'admin12345')
  for (const name of ['Acme Oy', 'Globex Ltd', 'Umbrella Consulting', 'Staffing HQ'])
    ids[name] = await idOf('companies', name)
  await createContract(server.url, adminToken, {
    the_contract_id: 'FLT-A',
    client_company_id: ids['Acme Oy'],
    vendor_company_id: ids['Umbrella Consulting'],
    selected_consultant: { name: 'Fiona Filterton', title: 'Engineer' },
    type: 'hourly',
    contract_start: '2031-01-10',
    contract_end: '2031-06-30',
    // Notice by 2031-05-31; a margin of 5.
    notice_days: 30,
    renewal: 'renewing',
    client_price: 100,
    vendor_price: 95,
  })
  await createContract(server.url, adminToken, {
    the_contract_id: 'FLT-B',
    client_company_id: ids['Globex Ltd'],
    vendor_company_id: ids['Staffing HQ'],
    selected_consultant: { name: 'Gustav Filterton', title: 'Designer' },
    type: 'fixed',
    contract_start: '2031-03-01',
    contract_end: '2031-12-31',
    // Notice by 2031-11-01; a margin of 50.
    notice_days: 60,
    renewal: 'not_renewing',
    client_price: 150,
    vendor_price: 100,
  })
  await createContract(server.url, adminToken, {
    the_contract_id: 'FLT-C',
    client_company_id: ids['Acme Oy'],
    vendor_company_id: ids['Staffing HQ'],
    type: 'fixed',
    contract_start: '2032-01-01',
    is_infinite: true,
  })
  ids.Fiona = await idOf('consultants', 'Fiona Filterton')
  ids.Gustav = await idOf('consultants', 'Gustav Filterton')
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(adminToken, server.url))

/** A Blob's text (jsdom's Blob has no `text()`). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(blob)
  })

/** The options of the list a picker controls (transitions hide them from jsdom's eyes). */
async function optionsOf(input: HTMLElement) {
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'))
  return within(document.getElementById(input.getAttribute('aria-controls') ?? '')!)
}

const table = () => screen.getByRole('table', { name: 'Contracts' })
const chips = () => screen.getByRole('group', { name: 'Filters' })

/** The contract ids the table shows, once it shows exactly `expected`. */
async function expectRows(expected: string[]) {
  await waitFor(() => {
    const shown = within(table())
      .queryAllByText(/^FLT-/)
      .map((cell) => cell.textContent)
    expect(shown.sort()).toEqual(expected)
    expect(screen.getByText(`Showing 1–${expected.length} of ${expected.length}`)).toBeVisible()
  })
}

describe('the contract filters', () => {
  it('each narrows the list exactly, and its chip names the company or consultant', async () => {
    const { router } = renderApp('/contracts?search=FLT-', server.url)
    await expectRows(['FLT-A', 'FLT-B', 'FLT-C'])
    const show = (search: Record<string, unknown>) =>
      router.navigate({ to: '/contracts', search: { search: 'FLT-', ...search } })

    await show({ client_company_id: ids['Acme Oy'] })
    await expectRows(['FLT-A', 'FLT-C'])
    expect(await within(chips()).findByText('Client company: Acme Oy')).toBeVisible()

    await show({ vendor_company_id: ids['Staffing HQ'] })
    await expectRows(['FLT-B', 'FLT-C'])
    expect(await within(chips()).findByText('Vendor company: Staffing HQ')).toBeVisible()

    await show({ consultant_id: ids.Gustav })
    await expectRows(['FLT-B'])
    expect(await within(chips()).findByText('Consultant: Gustav Filterton')).toBeVisible()

    await show({ type: 'fixed' })
    await expectRows(['FLT-B', 'FLT-C'])
    expect(within(chips()).getByText('Type: Fixed price')).toBeVisible()

    await show({ contract_start_from: '2031-02-01', contract_start_to: '2031-12-31' })
    await expectRows(['FLT-B'])

    await show({ contract_end_from: '2031-06-01', contract_end_to: '2031-07-31' })
    await expectRows(['FLT-A'])

    await show({ notice_deadline_from: '2031-10-01', notice_deadline_to: '2031-11-30' })
    await expectRows(['FLT-B'])
    expect(within(chips()).getByText('Notice deadline 1 Oct 2031 – 30 Nov 2031')).toBeVisible()

    // FLT-C has no decision yet; without prices it has no margin, so no margin is below anything.
    await show({ renewal: 'undecided' })
    await expectRows(['FLT-C'])
    expect(within(chips()).getByText('Renewal: Undecided')).toBeVisible()
    await show({ margin_below: 60 })
    await expectRows(['FLT-A', 'FLT-B'])
    expect(within(chips()).getByText('Margin below: 60.00')).toBeVisible()

    // Together: each narrows what the others leave.
    await show({ client_company_id: ids['Acme Oy'], type: 'fixed' })
    await expectRows(['FLT-C'])
    expect(within(chips()).getByText('Client company: Acme Oy')).toBeVisible()
    expect(within(chips()).queryByText(/\d/)).not.toBeInTheDocument()

    // Filters that leave nothing: the "filtered" empty state, with its way out.
    await show({ vendor_company_id: ids['Umbrella Consulting'], type: 'fixed' })
    expect(await screen.findByText(/^No contracts match your (search|filters)$/)).toBeVisible()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
  })

  it('picks a client company by name in the Filters area; Backspace and Clear all remove chips', async () => {
    const user = userEvent.setup()
    const { router } = renderApp(`/contracts?consultant_id=${ids.Fiona}`, server.url)
    await expectRows(['FLT-A'])
    expect(await within(chips()).findByText('Consultant: Fiona Filterton')).toBeVisible()

    await user.click(screen.getByRole('button', { name: /^Filters/ }))
    const type = await screen.findByRole('combobox', { name: 'Type' }, { timeout: 5000 })
    await user.click(type)
    await user.click(
      await (await optionsOf(type)).findByRole('option', { name: 'Hourly', hidden: true }),
    )
    await waitFor(() => expect(router.state.location.search).toMatchObject({ type: 'hourly' }))
    expect(await within(chips()).findByText('Type: Hourly')).toBeVisible()

    // By keyboard: typed, then ↓ Enter.
    const client = screen.getByRole('combobox', { name: 'Client company' })
    await user.click(client)
    await user.type(client, 'Globex')
    await (await optionsOf(client)).findByRole('option', { name: 'Globex Ltd', hidden: true })
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        client_company_id: ids['Globex Ltd'],
        consultant_id: ids.Fiona,
        type: 'hourly',
      }),
    )
    // The page follows its address in React's deferred pass: a moment after it.
    expect(await within(chips()).findByText('Client company: Globex Ltd')).toBeVisible()
    expect(await screen.findByText(/^No contracts match your (search|filters)$/)).toBeVisible()

    // Backspace in the empty search box removes the last chip (the order is fixed: type is last).
    const searchBox = screen.getByRole('textbox', { name: 'Search contracts' })
    await user.click(searchBox)
    await user.keyboard('{Backspace}')
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('type'))
    await waitFor(() => expect(within(chips()).queryByText('Type: Hourly')).not.toBeInTheDocument())
    expect(within(chips()).getByText('Client company: Globex Ltd')).toBeVisible()

    await user.click(within(chips()).getByRole('button', { name: 'Clear all' }))
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Filters' })).toBeNull())
    expect(router.state.location.search).not.toHaveProperty('client_company_id')
    expect(router.state.location.search).not.toHaveProperty('consultant_id')
  })

  it('picks a renewal decision and types a margin in the Filters area; their chips remove them', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/contracts?search=FLT-', server.url)
    await expectRows(['FLT-A', 'FLT-B', 'FLT-C'])
    await user.click(screen.getByRole('button', { name: /^Filters/ }))

    const renewal = await screen.findByRole('combobox', { name: 'Renewal' }, { timeout: 5000 })
    await user.click(renewal)
    await user.click(
      await (await optionsOf(renewal)).findByRole('option', { name: 'Not renewing', hidden: true }),
    )
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ renewal: 'not_renewing' }),
    )
    await expectRows(['FLT-B'])
    expect(within(chips()).getByText('Renewal: Not renewing')).toBeVisible()

    // The amount reaches the URL once the typing pauses, not at each digit.
    await user.type(screen.getByRole('textbox', { name: 'Margin below' }), '10')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ margin_below: 10 }))
    expect(await screen.findByText(/^No contracts match your (search|filters)$/)).toBeVisible()
    expect(within(chips()).getByText('Margin below: 10.00')).toBeVisible()
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent('Filters2')

    await user.click(screen.getByRole('button', { name: 'Remove filter: Renewal: Not renewing' }))
    await expectRows(['FLT-A'])
    expect(router.state.location.search).not.toHaveProperty('renewal')

    // Removed by its chip, the amount leaves the field too.
    await user.click(screen.getByRole('button', { name: 'Remove filter: Margin below: 10.00' }))
    await expectRows(['FLT-A', 'FLT-B', 'FLT-C'])
    expect(router.state.location.search).not.toHaveProperty('margin_below')
    expect(screen.getByRole('textbox', { name: 'Margin below' })).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Renewal' })).toHaveValue('')
  })

  it('a date range goes into the URL once both of its days are picked', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/contracts?search=FLT-', server.url)
    await expectRows(['FLT-A', 'FLT-B', 'FLT-C'])
    await user.click(screen.getByRole('button', { name: /^Filters/ }))
    await user.click(
      await screen.findByRole('button', { name: 'Starts between' }, { timeout: 5000 }),
    )
    const month = dayjs().startOf('month')
    const day = (date: dayjs.Dayjs) =>
      screen.findByRole('button', { name: date.format('D MMMM YYYY'), hidden: true })
    await user.click(await day(month))
    // One end picked: the list is not filtered yet.
    expect(router.state.location.search).not.toHaveProperty('contract_start_from')
    await user.click(await day(month.add(14, 'day')))
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        contract_start_from: month.format('YYYY-MM-DD'),
        contract_start_to: month.add(14, 'day').format('YYYY-MM-DD'),
      }),
    )
    expect(await screen.findByText(/^No contracts match your (search|filters)$/)).toBeVisible()
  })

  it('the CSV export sends the same filters', async () => {
    const csv = await exportContractsCsv(
      { search: 'FLT-', client_company_id: ids['Acme Oy'], type: 'fixed' },
      () => {},
    ).then(textOf)
    expect(csv).toContain('FLT-C')
    expect(csv).not.toContain('FLT-A')
    expect(csv).not.toContain('FLT-B')
    const byDates = await exportContractsCsv(
      { search: 'FLT-', contract_end_from: '2031-06-01', contract_end_to: '2031-07-31' },
      () => {},
    ).then(textOf)
    expect(byDates).toContain('FLT-A')
    expect(byDates).not.toMatch(/FLT-[BC]/)
    const byDecision = await exportContractsCsv(
      { search: 'FLT-', renewal: 'not_renewing', margin_below: 60 },
      () => {},
    ).then(textOf)
    expect(byDecision).toContain('FLT-B')
    expect(byDecision).not.toMatch(/FLT-[AC]/)
  })
})
