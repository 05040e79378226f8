import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { routeTree } from '../route-tree'
import { entriesFor, navigationEntries } from './navigation'
import { shortcutSections } from './shortcuts'

const router = createRouter({
  routeTree,
  history: createMemoryHistory(),
  context: { queryClient: new QueryClient() },
})

/** The route an address opens, and whether it sits under the admins-only layout. */
function routeOf(to: string) {
  const route = router.matchRoutes(to).at(-1)
  return { fullPath: route?.fullPath, adminOnly: route?.routeId.includes('/_admin/') ?? false }
}

describe('the navigation declaration', () => {
  const pages = navigationEntries.flatMap((entry) =>
    entry.kind === 'page'
      ? [
          { entry, to: entry.to },
          ...(entry.actions ?? []).map((action) => ({ entry, to: action.to })),
        ]
      : [],
  )

  it('leads only to pages of the route tree', () => {
    for (const { to } of pages) expect(routeOf(to).fullPath, to).toBe(to)
  })

  it('hides from clients exactly what leads to admins-only pages', () => {
    for (const { entry, to } of pages) {
      expect(routeOf(to).adminOnly, to).toBe(entry.adminOnly === true)
    }
    const clientTargets = entriesFor('client').flatMap((entry) =>
      entry.kind === 'page' ? [entry.to, ...(entry.actions ?? []).map((a) => a.to)] : [],
    )
    expect(clientTargets.filter((to) => routeOf(to).adminOnly)).toEqual([])
    expect(clientTargets.length).toBeGreaterThan(0)
  })

  it('names every group of the shortcuts sheet: everywhere, or a page of the navigation', () => {
    const sections = navigationEntries.flatMap((entry) => (entry.kind === 'page' ? [entry.to] : []))
    for (const group of shortcutSections)
      if (group !== 'everywhere') expect(sections, group).toContain(group)
  })
})
