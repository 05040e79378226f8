import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { type TestApiServer, workerApiServer } from '../../test/api-server'
import { liveFeedOpen, renderApp, storeSessionFor } from '../../test/render-app'

let server: TestApiServer
let anna: string
let ben: string
let teamId: number

const inquiry = (title: string) => ({
  title,
  description: '<p>Two people</p>',
  industry: { name: 'Software' },
  main_contact: 'Anna Andersson',
  hires: [{ title: 'Node engineer', type: 'full_time' }],
})

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  anna = await server.signIn('anna@acme.example', 'client12345')
  ben = await server.signIn('ben@acme.example', 'client12345')
  teamId = (await server.api<{ id: number }>(anna, '/inquiries', inquiry('Live team'))).id
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(anna, server.url))

it("the open inquiries list follows a colleague's positions and new inquiries", async () => {
  const user = userEvent.setup()
  renderApp('/inquiries?q=Live', server.url)
  await screen.findByText('Live team')
  const table = screen.getByRole('table', { name: /inquiries/i })
  const row = within(table).getByText('Live team').closest('tr')!
  await liveFeedOpen()

  // A position's event names the position: the page is read again, the inquiry's row follows.
  await server.api(ben, `/inquiry/${teamId}/positions`, {
    stage: 'pending',
    title: 'QA engineer',
    type: 'part_time',
    experience_level: 'senior',
    is_remote_work: 'hybrid',
    budget: '4200.50',
    allocation: '80.5',
    language_reqs: 'English',
    job_start: '2026-02-01T09:00:00Z',
    job_end: '2026-08-01T17:00:00Z',
    description: '<p>Testing</p>',
    order_need_reqs: [],
  })
  await waitFor(() => expect(row).toHaveTextContent('QA engineer'))

  // Ben raises one that matches: it waits for Anna to show it.
  await server.api(ben, '/inquiries', inquiry('Live desk'))
  const show = await screen.findByRole('button', { name: '1 new — show' })
  expect(within(table).queryByText('Live desk')).not.toBeInTheDocument()
  await user.click(show)
  await waitFor(() => expect(within(table).getByText('Live desk')).toBeInTheDocument())
  expect(within(table).getByText('Live team').closest('tr')).toBe(row)
})

it("an open inquiry shows a colleague's new position at once", async () => {
  const { id } = await server.api<{ id: number }>(anna, '/inquiries', inquiry('Live kitchen'))
  renderApp(`/inquiries/${id}`, server.url)
  await screen.findByRole('heading', { name: 'Live kitchen' })
  await server.api(ben, `/inquiry/${id}/positions`, {
    stage: 'pending',
    title: 'Sous chef',
    type: 'part_time',
    experience_level: 'senior',
    is_remote_work: 'hybrid',
    budget: '3900',
    allocation: '100',
    language_reqs: 'Finnish',
    job_start: '2026-02-01T09:00:00Z',
    job_end: '2026-08-01T17:00:00Z',
    description: '<p>Evenings</p>',
    order_need_reqs: [],
  })
  expect(await screen.findByText('Sous chef')).toBeInTheDocument()
})
