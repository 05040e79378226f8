import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

// Every schema `src/interface` declares is marked `/* @__PURE__ */`, so the build leaves out the
// ones the dashboard never uses: the API's answers and lists, which only the server and the OpenAPI
// document need: built in the browser, they lengthened every signed-in page's start-up.
// The build checked is the one these journeys are served (playwright.config.ts makes it first).
test('the dashboard’s build holds the schemas of its forms, not those of the API’s answers', () => {
  const assets = join('dist', 'assets')
  const scripts = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n')
  const built = (id: string) => new RegExp(`\\bid:\\s*[\`'"]${id}[\`'"]`).test(scripts)
  // A form's body, which the dashboard validates with: kept.
  expect(built('CreateContract')).toBe(true)
  for (const answer of [
    'ContractList',
    'CompanyList',
    'UserList',
    'NotificationList',
    'Preferences',
  ])
    expect(built(answer), answer).toBe(false)
})
