import { screen, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { type TestApiServer, workerApiServer } from '../../test/api-server'
import { liveFeedOpen, renderApp, storeSessionFor } from '../../test/render-app'

let server: TestApiServer
let anna: string
let ben: string

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  anna = await server.signIn('anna@acme.example', 'client12345')
  ben = await server.signIn('ben@acme.example', 'client12345')
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(anna, server.url))

const pendingInquiries = async () => {
  const link = await screen.findByRole('link', { name: /pending inquiries/ })
  return Number(/\d+/.exec(link.textContent ?? '')?.[0])
}

/** A colleague (Ben, of Anna's company) raises a pending inquiry. */
const raiseInquiry = (title: string) =>
  server.api(ben, '/inquiries', {
    title,
    description: '<p>One person</p>',
    industry: { name: 'Software' },
    main_contact: 'Ben Berg',
    hires: [{ title: 'Node engineer', type: 'full_time' }],
  })

it("the overview's figures follow a colleague's write without a reload", async () => {
  renderApp('/', server.url)
  const before = await pendingInquiries()
  await liveFeedOpen()
  await raiseInquiry('Live team')
  await waitFor(async () => expect(await pendingInquiries()).toBe(before + 1), { timeout: 5000 })
})

it('in a hidden tab the figures are read again only once the tab is shown', async () => {
  let visibility: DocumentVisibilityState = 'visible'
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
  try {
    renderApp('/', server.url)
    const before = await pendingInquiries()
    await liveFeedOpen()
    visibility = 'hidden'
    document.dispatchEvent(new Event('visibilitychange'))
    await raiseInquiry('Seen later')
    // Twice the wait between readings: a visible tab has read them by then (the test above).
    await new Promise((resolve) => setTimeout(resolve, 2000))
    expect(await pendingInquiries()).toBe(before)
    visibility = 'visible'
    document.dispatchEvent(new Event('visibilitychange'))
    await waitFor(async () => expect(await pendingInquiries()).toBe(before + 1), { timeout: 5000 })
  } finally {
    // Back to jsdom's own (on Document's prototype).
    delete (document as { visibilityState?: unknown }).visibilityState
  }
})
