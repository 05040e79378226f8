import { type Locator, type Page, expect, test } from '@playwright/test'
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { routeTree } from '../src/app/route-tree'
import { exampleBody } from '../src/interface/record'
import { RECORD_RESOURCES } from '../src/interface/resources'
import {
  colorSchemes,
  expectColorScheme,
  expectMantineStylesLoaded,
  expectNoSeriousViolations,
  settled,
  signInQuickly,
} from './a11y-fixtures'
import { companies, createContractsThroughApi, unique } from './contracts-fixtures'
import { accounts, tokenThroughApi } from './fixtures'
import {
  type ClientAccount,
  createClientOfNewCompany,
  createInquiryThroughApi,
} from './inquiry-fixtures'

/**
 * axe over every page of the dashboard (every route, the not-found and admins-only pages) and its
 * main overlays, in the light and the dark scheme the dashboard takes from the system. The pages
 * are the dashboard's own route tree: a route without a visit below fails the first test. Each
 * page and overlay also has the CSS of every Mantine component on it (it comes per component).
 */

// The checks are independent of one another, so both workers share them: in one worker, this file
// held it for 7.5 of the journeys' 13 minutes (2026-12-06) while the other ran all the rest.
test.describe.configure({ mode: 'parallel' })

/** What the pages show: made once per worker, so every page has real content to check. */
type Setup = {
  client: ClientAccount
  clientId: number
  orderId: number
  contractId: number
  /** A row of each record resource (src/interface/record.ts), by its list's name. */
  records: Record<string, number>
}
let setup: Setup

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const client = await createClientOfNewCompany(request, 'Alma Axe')
  const orderId = await createInquiryThroughApi(request, client, {
    title: 'Accessible warehouse',
    main_contact: 'Alma Axe',
    description:
      '<p>Forklift drivers with <strong>night</strong> shifts.</p><ul><li>Safe</li></ul>',
    hires: [
      {
        title: 'Forklift driver',
        type: 'full_time',
        description: '<p>A <em>licence</em> and a steady hand.</p>',
      },
      { title: 'Shift lead', type: 'contract' },
    ],
  })
  const [contractId] = await createContractsThroughApi(request, [
    {
      the_contract_id: unique('AXE-'),
      client_company_id: companies.acme,
      vendor_company_id: companies.globex,
      contract_start: '2026-02-01',
      status: 'ongoing',
      vendor_price: 70,
      selected_consultant: { name: 'Vera Visible', title: 'Analyst' },
    },
  ])
  const signedIn = await request.post('/api/v1/auth/token', {
    data: { email: client.email, password: client.password },
  })
  const { user } = (await signedIn.json()) as { user: { id: number } }
  const token = await tokenThroughApi(request, accounts.admin)
  const records: Record<string, number> = {}
  for (const resource of RECORD_RESOURCES) {
    const made = await request.post(`/api/v1/${resource.name}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: exampleBody(resource),
    })
    records[resource.name] = ((await made.json()) as { id: number }).id
  }
  setup = { client, clientId: user.id, orderId, contractId: contractId!, records }
  await request.dispose()
})

type Visit = {
  name: string
  as: 'admin' | 'client' | 'nobody'
  address: () => string
  /** What shows once the page has loaded its content (no skeletons left). */
  ready: (page: Page) => Promise<void>
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()

/** A record resource's pages (src/interface/record.ts): each drawn by the one kit, from its declaration. */
const recordVisits = RECORD_RESOURCES.flatMap((resource): Visit[] => {
  const loaded = async (page: Page) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  }
  return [
    {
      name: `the ${resource.name} list`,
      as: 'admin',
      address: () => `/${resource.name}`,
      ready: loaded,
    },
    {
      name: `a new ${resource.record.one}`,
      as: 'admin',
      address: () => `/${resource.name}/new`,
      ready: loaded,
    },
    {
      name: `a ${resource.record.one} to edit`,
      as: 'admin',
      address: () => `/${resource.name}/${setup.records[resource.name]}/edit`,
      ready: loaded,
    },
  ]
})

const visits: Visit[] = [
  ...recordVisits,
  {
    name: 'sign-in',
    as: 'nobody',
    address: () => '/sign-in',
    ready: (page) => heading(page, 'Sign in to Staffing Admin'),
  },
  {
    name: 'overview, charts',
    as: 'admin',
    address: () => '/overview',
    ready: async (page) => {
      await heading(page, 'Overview')
      await expect(
        page.getByRole('link', { name: /^Ongoing: \d+ ongoing contracts/ }),
      ).toBeVisible()
      await expect(page.getByRole('table', { name: 'Ending soon' })).toBeVisible()
    },
  },
  {
    name: 'overview, tables, for a client',
    as: 'client',
    address: () => '/overview',
    ready: async (page) => {
      await heading(page, 'Overview')
      for (const name of ['Contracts by status', 'The next twelve months', 'Inquiries by status'])
        await page
          .getByRole('radiogroup', { name: `Show ${name.toLowerCase()} as` })
          .getByText('Table')
          .click()
      await expect(
        page.getByRole('table', { name: 'Contracts starting and ending per month' }),
      ).toBeVisible()
      await expect(page.getByRole('table', { name: 'Inquiries by status' })).toBeVisible()
    },
  },
  {
    name: 'contracts list, filtered by dates',
    as: 'admin',
    address: () => '/contracts?contract_end_from=2026-01-01&contract_end_to=2030-12-31',
    ready: async (page) => {
      await expect(page.getByRole('button', { name: /^Remove filter: Ends/ })).toBeVisible()
      await expect(page.getByRole('table', { name: 'Contracts' })).toBeVisible()
    },
  },
  {
    name: 'contracts list, its Filters area open',
    as: 'admin',
    address: () => `/contracts?client_company_id=${companies.acme}&type=hourly`,
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Remove filter: Type: Hourly' })).toBeVisible()
      await expect(page.getByText('Client company: Acme Oy')).toBeVisible()
      await page.getByRole('button', { name: /^Filters/ }).click()
      await expect(page.getByRole('combobox', { name: 'Client company' })).toHaveValue('Acme Oy')
      await expect(page.getByRole('button', { name: 'Ends between' })).toBeVisible()
    },
  },
  {
    name: 'contracts grouped by client, a group opened',
    as: 'admin',
    address: () => '/contracts?group=client_company',
    ready: async (page) => {
      const groups = page.getByRole('table', { name: 'Contract groups' })
      await groups.getByRole('button').first().click()
      await expect(groups.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true')
      await expect(groups.getByRole('link', { name: /^Open as list: / }).first()).toBeVisible()
    },
  },
  {
    name: 'contracts, a cell edited in place and its value refused',
    as: 'admin',
    address: () => '/contracts',
    ready: async (page) => {
      const table = page.getByRole('table', { name: 'Contracts' })
      await table.getByRole('link').first().focus()
      for (let step = 0; step < 7; step++) await page.keyboard.press('ArrowRight')
      await page.keyboard.press('Enter')
      const allocation = table.getByRole('textbox', { name: /^Allocation of / })
      await expect(allocation).toBeFocused()
      await page.keyboard.type('x')
      await page.keyboard.press('Enter')
      await expect(table.getByText('Must be a number, such as 1250 or 1250.50.')).toBeVisible()
    },
  },
  {
    name: 'contracts, a period edited in place with its calendar open',
    as: 'admin',
    address: () => '/contracts',
    ready: async (page) => {
      const table = page.getByRole('table', { name: 'Contracts' })
      await table.getByRole('link').first().focus()
      for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowRight')
      await page.keyboard.press('Enter')
      await expect(table.getByRole('textbox', { name: /^Start of / })).toBeFocused()
      await expect(page.locator('[data-dates-dropdown]')).toBeVisible()
    },
  },
  {
    name: 'contracts, a column header’s menu',
    as: 'admin',
    address: () => '/contracts',
    ready: async (page) => {
      const table = page.getByRole('table', { name: 'Contracts' })
      await expect(table.getByRole('link').first()).toBeVisible()
      await table.getByRole('button', { name: 'Sort by vendor', exact: true }).focus()
      await page.keyboard.press('Shift+F10')
      const menu = page.getByRole('menu', { name: 'Vendor column' })
      await expect(menu.getByRole('menuitem', { name: 'Pin at the left' })).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(menu.getByRole('menuitem', { name: 'Widen' })).toBeFocused()
    },
  },
  {
    name: 'inquiries list',
    as: 'admin',
    address: () => '/inquiries',
    ready: async (page) => {
      await heading(page, 'Inquiries')
      await expect(page.getByRole('table', { name: 'Inquiries' })).toBeVisible()
    },
  },
  {
    name: 'inquiries list, nothing found',
    as: 'admin',
    address: () => '/inquiries?q=zzqqxx',
    ready: (page) => expect(page.getByText('No inquiries match your search')).toBeVisible(),
  },
  {
    name: 'new inquiry',
    as: 'client',
    address: () => '/inquiries/new',
    ready: async (page) => {
      await heading(page, 'New inquiry')
      await expect(page.getByRole('textbox', { name: 'Description' })).toBeVisible()
    },
  },
  {
    name: 'inquiry detail, position details open',
    as: 'client',
    address: () => `/inquiries/${setup.orderId}`,
    ready: async (page) => {
      await heading(page, 'Accessible warehouse')
      await page.getByRole('button', { name: 'Show details of Forklift driver' }).click()
      await expect(
        page.getByRole('button', { name: 'Hide details of Forklift driver' }),
      ).toBeVisible()
    },
  },
  {
    name: 'inquiry not found',
    as: 'client',
    address: () => '/inquiries/987654321',
    ready: (page) => heading(page, 'Inquiry not found'),
  },
  {
    name: 'add position',
    as: 'client',
    address: () => `/inquiries/${setup.orderId}/positions/new`,
    ready: async (page) => {
      await heading(page, 'Add position')
      await expect(page.getByRole('textbox', { name: 'Description' })).toBeVisible()
    },
  },
  {
    name: 'users list',
    as: 'admin',
    address: () => '/users',
    ready: async (page) => {
      await heading(page, 'Users')
      await expect(page.getByRole('table', { name: 'Users' })).toBeVisible()
    },
  },
  {
    name: 'new user',
    as: 'admin',
    address: () => '/users/new',
    ready: (page) => heading(page, 'New user'),
  },
  {
    name: 'edit user',
    as: 'admin',
    address: () => `/users/${setup.clientId}/edit`,
    ready: async (page) => {
      await heading(page, 'Edit Alma Axe')
      await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible()
    },
  },
  {
    name: 'profile',
    as: 'client',
    address: () => '/profile',
    ready: (page) => heading(page, 'Profile'),
  },
  {
    name: 'contracts list',
    as: 'admin',
    address: () => '/contracts',
    ready: async (page) => {
      await heading(page, 'Contracts')
      await expect(page.getByRole('table', { name: 'Contracts' })).toBeVisible()
    },
  },
  {
    name: 'contracts list, with a selection and its bar',
    as: 'admin',
    address: () => '/contracts',
    ready: async (page) => {
      // The rows, not the skeleton (a table of the same name).
      await expect(page.getByRole('checkbox', { name: /^Select contract / }).first()).toBeVisible()
      await page.keyboard.press('a')
      await expect(
        page.getByRole('region', { name: 'Selected contracts' }).getByText('10 selected'),
      ).toBeVisible()
    },
  },
  {
    name: 'new contract',
    as: 'admin',
    address: () => '/contracts/new',
    ready: (page) => heading(page, 'New contract'),
  },
  {
    name: 'edit contract',
    as: 'admin',
    address: () => `/contracts/${setup.contractId}/edit`,
    ready: async (page) => {
      await heading(page, /^Edit AXE-/)
      await expect(page.getByRole('textbox', { name: 'Vendor price' })).toBeVisible()
    },
  },
  {
    name: 'edit contract, history tab',
    as: 'admin',
    address: () => `/contracts/${setup.contractId}/edit?tab=history`,
    ready: async (page) => {
      await heading(page, /^Edit AXE-/)
      await expect(page.getByRole('tab', { name: 'History', selected: true })).toBeVisible()
      await expect(page.getByText(/changes shown$/)).toBeVisible()
    },
  },
  {
    name: 'inquiry detail, history tab',
    as: 'client',
    address: () => `/inquiries/${setup.orderId}?tab=history`,
    ready: async (page) => {
      await heading(page, 'Accessible warehouse')
      await expect(page.getByText(/changes shown$/)).toBeVisible()
    },
  },
  {
    name: 'activity, filtered',
    as: 'admin',
    address: () => '/activity?resource=contract',
    ready: async (page) => {
      await heading(page, 'Activity')
      await expect(page.getByRole('button', { name: /^Remove filter: Record type/ })).toBeVisible()
      await expect(page.getByRole('table', { name: 'Activity' })).toBeVisible()
    },
  },
  {
    name: 'admins only, for a client',
    as: 'client',
    address: () => '/contracts',
    ready: (page) => heading(page, 'Admins only'),
  },
  {
    name: 'not found',
    as: 'admin',
    address: () => '/no-such-page',
    ready: (page) => heading(page, 'Page not found'),
  },
  {
    name: 'not found, a malformed id',
    as: 'admin',
    address: () => '/users/abc/edit',
    ready: (page) => heading(page, 'Page not found'),
  },
]

/** The dashboard's router over its real route tree, in memory: which page an address opens. */
const router = createRouter({
  routeTree,
  history: createMemoryHistory(),
  context: { queryClient: new QueryClient() },
})

test('every page of the dashboard has a visit', () => {
  // Every route that shows something (`/` only redirects).
  const pages = Object.entries(router.routesByPath)
    .filter(([, route]) => route.options.component)
    .map(([path]) => path)
  const visited = new Set<string>(
    visits.flatMap((visit) => {
      const page = router.matchRoutes(new URL(visit.address(), 'http://dashboard').pathname).at(-1)
      // A malformed id (`/users/abc/edit`) is the not-found page, not a visit of that route.
      return page && !page.paramsError ? [page.fullPath] : []
    }),
  )
  expect(pages.length).toBeGreaterThan(10)
  expect(pages.filter((page) => !visited.has(page))).toEqual([])
})

// Each page is loaded once and checked in both schemes: the dashboard follows the system's scheme
// as it changes, so the second check needs no second load.
for (const visit of visits) {
  test(`${visit.name} has no serious accessibility violations, light and dark`, async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ colorScheme: colorSchemes[0] })
    if (visit.as === 'admin') await signInQuickly(page, request, accounts.admin)
    if (visit.as === 'client') await signInQuickly(page, request, setup.client)
    await page.goto(visit.address())
    await visit.ready(page)
    for (const scheme of colorSchemes) {
      await page.emulateMedia({ colorScheme: scheme })
      await expectColorScheme(page, scheme)
      // Colours that move between the schemes (a button's background) have come to rest.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      )
      await expectNoSeriousViolations(page)
    }
    await expectMantineStylesLoaded(page)
  })
}

for (const scheme of colorSchemes) {
  test.describe(`${scheme} scheme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme })
    })

    test('the overlays have no serious accessibility violations', async ({ page, request }) => {
      // An inquiry of its own: the confirmation below cancels one of its positions.
      const orderId = await createInquiryThroughApi(request, setup.client, {
        title: `Overlays in ${scheme}`,
        hires: [{ title: 'Crane operator', type: 'contract' }],
      })
      await signInQuickly(page, request, setup.client)
      await page.goto(`/inquiries/${orderId}`)
      await heading(page, `Overlays in ${scheme}`)
      await expectColorScheme(page, scheme)

      await page.keyboard.press('ControlOrMeta+K')
      const palette = page.getByRole('dialog').filter({
        has: page.getByRole('textbox', { name: 'Command palette search' }),
      })
      await expectAccessibleOverlay(page, palette)
      await page.keyboard.press('Escape')
      await expect(palette).toBeHidden()

      await page.keyboard.press('Shift+?')
      const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
      await expectAccessibleOverlay(page, sheet)
      await page.keyboard.press('Escape')
      await expect(sheet).toBeHidden()

      await page.getByRole('button', { name: /^Account menu/ }).click()
      const menu = page.getByRole('menu')
      await expectAccessibleOverlay(page, menu)
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()

      await page.getByRole('button', { name: 'Cancel position Crane operator' }).click()
      const confirmation = page.getByRole('dialog', { name: /Cancel the position/ })
      await expectAccessibleOverlay(page, confirmation)
      await confirmation.getByRole('button', { name: 'Cancel position' }).click()
      await expect(confirmation).toBeHidden()

      const notification = page.getByRole('alert').filter({ hasText: 'was cancelled' })
      // The pointer on it holds the notification open while axe looks at it.
      await notification.hover()
      await expectAccessibleOverlay(page, notification)
      await expect(notification).toBeVisible()
    })

    test('a list’s views and table settings have no serious accessibility violations', async ({
      page,
      request,
    }) => {
      await signInQuickly(page, request, setup.client)
      await page.goto('/users')
      await expect(page.getByRole('table', { name: 'Users' })).toBeVisible()
      await expectColorScheme(page, scheme)

      await page.keyboard.press('v')
      const views = page.getByRole('menu')
      await expectAccessibleOverlay(page, views)
      await views.getByRole('menuitem', { name: 'Save current view…' }).click()
      const save = page.getByRole('dialog', { name: 'Save this view' })
      await expectAccessibleOverlay(page, save)
      await page.keyboard.press('Escape')
      await expect(save).toBeHidden()

      await page.getByRole('button', { name: 'Table settings' }).click()
      const settings = page.getByRole('dialog', { name: 'Table settings' })
      await expectAccessibleOverlay(page, settings)
    })
  })
}

async function expectAccessibleOverlay(page: Page, overlay: Locator) {
  await expect(overlay).toBeVisible()
  await settled(overlay)
  await expectNoSeriousViolations(page)
  await expectMantineStylesLoaded(page)
}
