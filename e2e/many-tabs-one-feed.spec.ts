import { expect, test } from '@playwright/test'
import { contractToChange } from './contracts-fixtures'
import { accounts, signIn } from './fixtures'

/**
 * Over plain HTTP/1.1 a browser opens at most six connections to a server. Each tab holding its own
 * change feed would take one, and the seventh tab's reads would wait for good: the person's tabs
 * share one feed, held by one of them. When that tab closes, another takes the feed over.
 */
test('eight tabs over HTTP/1.1 all load and see a change; closing the tab that holds the feed loses nothing', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const { contractId, setAllocation } = await contractToChange(request, 'TABS-')

  const context = await browser.newContext({ baseURL })
  const first = await context.newPage()
  await signIn(first, accounts.admin)
  await first.goto(`/contracts?search=${contractId}`)
  const tabs = [first]
  for (let i = 1; i < 8; i++) {
    const tab = await context.newPage()
    await tab.goto(`/contracts?search=${contractId}`)
    tabs.push(tab)
  }
  const rowOf = (tab: (typeof tabs)[number]) =>
    tab.getByRole('row', { name: new RegExp(contractId) })
  for (const tab of tabs) await expect(rowOf(tab)).toContainText('80 %')
  const protocol = await first.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .nextHopProtocol,
  )
  expect(protocol).toBe('http/1.1')

  await setAllocation(55)
  for (const tab of tabs) await expect(rowOf(tab)).toContainText('55 %')

  // The first tab took the feed; it closes, and the next change still reaches every other tab.
  await first.close()
  await setAllocation(35)
  for (const tab of tabs.slice(1)) await expect(rowOf(tab)).toContainText('35 %')
  await context.close()
})

test('a tab whose rows were read before a change it joined the shared feed after reads them again', async ({
  browser,
  request,
  baseURL,
}) => {
  const { contractId, setAllocation } = await contractToChange(request, 'JOIN-')

  const context = await browser.newContext({ baseURL })
  const first = await context.newPage()
  await signIn(first, accounts.admin)
  await first.goto(`/contracts?search=${contractId}`)
  const row = (tab: typeof first) => tab.getByRole('row', { name: new RegExp(contractId) })
  await expect(row(first)).toContainText('80 %')

  // The second tab reads its rows, but hears nothing from the first (and asks nothing) until
  // released, while a colleague's change goes out: as if it had joined only after that change.
  const second = await context.newPage()
  await second.addInitScript(() => {
    const Native = window.BroadcastChannel
    let released = false
    const queued: (() => void)[] = []
    Object.assign(window, {
      releaseFeed: () => {
        released = true
        for (const send of queued.splice(0)) send()
      },
    })
    window.BroadcastChannel = class extends Native {
      override postMessage(message: unknown) {
        if (released) super.postMessage(message)
        else queued.push(() => super.postMessage(message))
      }
      override set onmessage(handler: ((event: MessageEvent) => void) | null) {
        super.onmessage = (event) => released && handler?.(event)
      }
    }
  })
  await second.goto(`/contracts?search=${contractId}`)
  await expect(row(second)).toContainText('80 %')
  await setAllocation(55)
  await expect(row(first)).toContainText('55 %')
  await second.evaluate(() => (window as unknown as { releaseFeed: () => void }).releaseFeed())
  await expect(row(second)).toContainText('55 %')
  await context.close()
})
