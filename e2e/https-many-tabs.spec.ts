import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type APIRequestContext, type Browser, expect, request, test } from '@playwright/test'
import { makeCertificate } from '../server/test/certificate'
import { type ServerProcess, startServerProcess } from '../server/test/server-process'
import { contractToChange } from './contracts-fixtures'
import { accounts, signIn } from './fixtures'

/**
 * The server with a certificate (TLS_CERT_FILE, TLS_KEY_FILE), as a person opens it: the dashboard
 * arrives over HTTP/2, and eight tabs open at once, each with its change feed, all show a change.
 * Over HTTP/1.1 the browser would give the server six connections, each feed holding one.
 */
let dir: string
let server: ServerProcess
let baseURL: string
let api: APIRequestContext

test.beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'staffing-e2e-https-'))
  const certificate = await makeCertificate(dir)
  server = await startServerProcess({
    DATA_DIR: 'memory:',
    SEED_DEMO: '1',
    TLS_CERT_FILE: certificate.certFile,
    TLS_KEY_FILE: certificate.keyFile,
  })
  baseURL = `https://127.0.0.1:${server.port}`
  api = await request.newContext({ baseURL, ignoreHTTPSErrors: true })
})

test.afterAll(async () => {
  await api?.dispose()
  await server?.stop()
  await rm(dir, { recursive: true, force: true })
})

async function openTabs(browser: Browser, path: string, count: number) {
  const context = await browser.newContext({ baseURL, ignoreHTTPSErrors: true })
  const first = await context.newPage()
  await signIn(first, accounts.admin)
  const tabs = [first]
  for (let i = 1; i < count; i++) tabs.push(await context.newPage())
  await Promise.all(tabs.map((tab) => tab.goto(path)))
  return { context, tabs }
}

test('over HTTPS the dashboard arrives over HTTP/2, and eight tabs each see a colleague’s change', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const { contractId, setAllocation } = await contractToChange(api, 'H2-')

  const { context, tabs } = await openTabs(browser, `/contracts?search=${contractId}`, 8)
  const rows = tabs.map((tab) => tab.getByRole('row', { name: new RegExp(contractId) }))
  // Eight tabs load at once: on a busy two-core machine the last one's rows took longer than the
  // usual seven seconds (each still loads once, and the test is about what they show).
  for (const row of rows) await expect(row).toContainText('80 %', { timeout: 30_000 })
  const protocols = await tabs[7]!.evaluate(() =>
    [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ].map((entry) => (entry as PerformanceResourceTiming).nextHopProtocol),
  )
  expect(protocols.length).toBeGreaterThan(5)
  expect(new Set(protocols)).toEqual(new Set(['h2']))

  await setAllocation(55)
  for (const row of rows) await expect(row).toContainText('55 %')
  await context.close()
})
