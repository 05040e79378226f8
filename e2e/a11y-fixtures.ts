import axe from 'axe-core'
import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test'

export type ColorScheme = 'light' | 'dark'
export const colorSchemes: ColorScheme[] = ['light', 'dark']

type Account = { email: string; password: string }

/**
 * Signs in through the API and hands the token to the dashboard the way its sign-in form does
 * (localStorage), so a check of one page does not repeat the sign-in form each time.
 */
export async function signInQuickly(page: Page, request: APIRequestContext, account: Account) {
  const session = await sessionOf(request, account)
  await page.addInitScript((stored) => {
    localStorage.setItem('staffing.session.token', stored.token)
    localStorage.setItem('staffing.session.userId', stored.userId)
  }, session)
}

/**
 * One sign-in per account and worker: a token lasts days and these checks never sign out, and each
 * sign-in spends a third of a second hashing the password on the server.
 */
const sessions = new Map<string, Promise<{ token: string; userId: string }>>()

function sessionOf(request: APIRequestContext, account: Account) {
  let session = sessions.get(account.email)
  if (!session) {
    session = request
      .post('/api/v1/auth/token', { data: { email: account.email, password: account.password } })
      .then(async (answer) => {
        expect(answer.status()).toBe(201)
        const { token, user } = (await answer.json()) as { token: string; user: { id: number } }
        return { token, userId: String(user.id) }
      })
    sessions.set(account.email, session)
    // A failed sign-in is not kept: the next check tries again.
    session.catch(() => sessions.delete(account.email))
  }
  return session
}

/** The scheme the page is painted in, so a check never silently runs in the other one. */
export async function expectColorScheme(page: Page, scheme: ColorScheme) {
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme)
}

/** Waits for the CSS transitions and animations in `element` (a modal fading in) to end. */
export async function settled(element: Locator) {
  await element.evaluate((node) =>
    Promise.all(node.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  )
}

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * Runs axe over the page, overlays included, and fails on serious or critical WCAG 2.1 A/AA
 * violations, listing each rule with the elements it found. axe-core itself, put into the page
 * once for as long as the page lasts and run there: `@axe-core/playwright` compiled its 580 KB
 * twice for every check (once per frame, for frames of other origins, which the dashboard has
 * none of), and gathered every passing element too. The same rules over the same page, in 0.4 s
 * against 1.0–1.5 s a check here.
 */
export async function expectNoSeriousViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_A_AA,
  )
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      elements: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        summary: node.failureSummary,
      })),
    }))
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([])
}

/**
 * Every Mantine class in the page (`m_…`) is in a loaded stylesheet. Mantine's CSS comes per
 * component (src/main.tsx for the sign-in page, the signed-in layout for the rest): a component used without its file would look broken.
 */
export async function expectMantineStylesLoaded(page: Page) {
  const unstyled = await page.evaluate(() => {
    const used = new Set<string>()
    for (const element of document.querySelectorAll('[class*="m_"]'))
      for (const name of element.classList) if (/^m_[0-9a-f]+$/.test(name)) used.add(name)
    const css = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n')
    return [...used].filter((name) => !css.includes(`.${name}`))
  })
  expect(unstyled, 'Mantine classes without their CSS').toEqual([])
}
