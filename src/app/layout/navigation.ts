import {
  IconApi,
  IconFileDescription,
  IconFileCertificate,
  IconUserCircle,
  IconUsers,
  type Icon,
} from '@tabler/icons-react'
import type { UserType } from '../../interface'

type Entry = {
  label: string
  description: string
  icon: Icon
  /** Hidden from clients in the navigation and the command palette. */
  adminOnly?: boolean
}
export type NavigationEntry =
  | (Entry & { kind: 'page'; to: '/inquiries' | '/contracts' | '/users' | '/profile' })
  | (Entry & { kind: 'external'; href: string })

export const navigationEntries: NavigationEntry[] = [
  {
    kind: 'page',
    label: 'Inquiries',
    description: 'Who you are looking for, and the positions to fill',
    icon: IconFileDescription,
    to: '/inquiries',
  },
  {
    kind: 'page',
    label: 'Contracts',
    description: 'Who works for whom, for how long and at what price',
    icon: IconFileCertificate,
    to: '/contracts',
    adminOnly: true,
  },
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
