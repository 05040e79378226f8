import { IconApi, IconUserCircle, IconUsers, type Icon } from '@tabler/icons-react'
import type { UserType } from '../../interface'

type Entry = {
  label: string
  description: string
  icon: Icon
  /** Hidden from clients in the navigation and the command palette. */
  adminOnly?: boolean
}
export type NavigationEntry =
  | (Entry & { kind: 'page'; to: '/users' | '/profile' })
  | (Entry & { kind: 'external'; href: string })

export const navigationEntries: NavigationEntry[] = [
  {
    kind: 'page',
    label: 'Users',
    description: 'People who can sign in',
    icon: IconUsers,
    to: '/users',
  },
  {
    kind: 'page',
    label: 'Profile',
    description: 'Your name, phone and password',
    icon: IconUserCircle,
    to: '/profile',
  },
  {
    kind: 'external',
    label: 'API docs',
    description: 'The OpenAPI reference of this service',
    icon: IconApi,
    href: '/api/docs',
  },
]

export function entriesFor(type: UserType): NavigationEntry[] {
  return navigationEntries.filter((entry) => !entry.adminOnly || type === 'admin')
}
