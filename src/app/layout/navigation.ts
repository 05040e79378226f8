import {
  IconApi,
  IconChartPie,
  IconFileDescription,
  IconFileCertificate,
  IconFilePlus,
  IconFileSearch,
  IconUserCircle,
  IconUserPlus,
  IconUsers,
  type Icon,
} from '@tabler/icons-react'
import { CONTRACT_SEARCH_ID } from '../../features/contracts'
import { INQUIRY_SEARCH_ID } from '../../features/inquiries'
import type { UserType } from '../../interface'

/** A command palette action of a section: go to a page, and focus its search field if named. */
export type PaletteAction = {
  id: string
  label: string
  description: string
  icon: Icon
  /** The page's own key for the same thing, shown beside the action. */
  key?: string
  to: '/inquiries' | '/inquiries/new' | '/contracts' | '/contracts/new' | '/users/new'
  focus?: string
}

type Entry = {
  label: string
  description: string
  icon: Icon
  /** Hidden from clients in the navigation and the command palette, with its actions. */
  adminOnly?: boolean
  /** What the command palette offers besides going to the page. */
  actions?: PaletteAction[]
}
export type NavigationEntry =
  | (Entry & {
      kind: 'page'
      to: '/overview' | '/inquiries' | '/contracts' | '/users' | '/profile'
    })
  | (Entry & { kind: 'external'; href: string })

export const navigationEntries: NavigationEntry[] = [
  {
    kind: 'page',
    label: 'Overview',
    description: 'Contracts, renewals ahead and hiring at a glance',
    icon: IconChartPie,
    to: '/overview',
  },
  {
    kind: 'page',
    label: 'Inquiries',
    description: 'Who you are looking for, and the positions to fill',
    icon: IconFileDescription,
    to: '/inquiries',
    actions: [
      {
        id: 'page:new-inquiry',
        label: 'New inquiry',
        description: 'Ask for people: an inquiry with its hires',
        icon: IconFilePlus,
        key: 'n',
        to: '/inquiries/new',
      },
      {
        id: 'action:search-inquiries',
        label: 'Search inquiries',
        description: 'By title, contact, industry or position',
        icon: IconFileSearch,
        key: '/',
        to: '/inquiries',
        focus: INQUIRY_SEARCH_ID,
      },
    ],
  },
  {
    kind: 'page',
    label: 'Contracts',
    description: 'Who works for whom, for how long and at what price',
    icon: IconFileCertificate,
    to: '/contracts',
    adminOnly: true,
    actions: [
      {
        id: 'page:new-contract',
        label: 'New contract',
        description: 'A client buys a consultant’s work from a vendor',
        icon: IconFilePlus,
        key: 'n',
        to: '/contracts/new',
      },
      {
        id: 'action:search-contracts',
        label: 'Search contracts',
        description: 'By consultant, company or contract id',
        icon: IconFileSearch,
        key: '/',
        to: '/contracts',
        focus: CONTRACT_SEARCH_ID,
      },
    ],
  },
  {
    kind: 'page',
    label: 'Users',
    description: 'People who can sign in',
    icon: IconUsers,
    to: '/users',
    actions: [
      {
        id: 'page:new-user',
        label: 'New user',
        description: 'Add a person who can sign in',
        icon: IconUserPlus,
        to: '/users/new',
      },
    ],
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
