import {
  IconApi,
  IconChartPie,
  IconFileDescription,
  IconFileCertificate,
  IconFilePlus,
  IconFileSearch,
  IconHistory,
  IconUserCircle,
  IconUserPlus,
  IconUsers,
  type Icon,
} from '@tabler/icons-react'
import type { LayoutMessage } from './messages'
import { CONTRACT_SEARCH_ID } from '../../features/contracts/search'
import { INQUIRY_SEARCH_ID } from '../../features/inquiries/search'
import type { UserType } from '../../interface'

/** A command palette action of a section: go to a page, and focus its search field if named. */
export type PaletteAction = {
  id: string
  label: LayoutMessage
  description: LayoutMessage
  icon: Icon
  /** The page's own key for the same thing, shown beside the action. */
  key?: string
  to: '/inquiries' | '/inquiries/new' | '/contracts' | '/contracts/new' | '/users/new'
  focus?: string
}

type Entry = {
  /** Messages of layoutMessages: the page's name and what it is for. */
  label: LayoutMessage
  description: LayoutMessage
  icon: Icon
  /** Hidden from clients in the navigation and the command palette, with its actions. */
  adminOnly?: boolean
  /** What the command palette offers besides going to the page. */
  actions?: PaletteAction[]
}
export type NavigationEntry =
  | (Entry & {
      kind: 'page'
      to: '/overview' | '/inquiries' | '/contracts' | '/users' | '/activity' | '/profile'
    })
  | (Entry & { kind: 'external'; href: string })

export const navigationEntries: NavigationEntry[] = [
  {
    kind: 'page',
    label: 'overview',
    description: 'overviewDescription',
    icon: IconChartPie,
    to: '/overview',
  },
  {
    kind: 'page',
    label: 'inquiries',
    description: 'inquiriesDescription',
    icon: IconFileDescription,
    to: '/inquiries',
    actions: [
      {
        id: 'page:new-inquiry',
        label: 'newInquiry',
        description: 'newInquiryDescription',
        icon: IconFilePlus,
        key: 'n',
        to: '/inquiries/new',
      },
      {
        id: 'action:search-inquiries',
        label: 'searchInquiries',
        description: 'searchInquiriesDescription',
        icon: IconFileSearch,
        key: '/',
        to: '/inquiries',
        focus: INQUIRY_SEARCH_ID,
      },
    ],
  },
  {
    kind: 'page',
    label: 'contracts',
    description: 'contractsDescription',
    icon: IconFileCertificate,
    to: '/contracts',
    adminOnly: true,
    actions: [
      {
        id: 'page:new-contract',
        label: 'newContract',
        description: 'newContractDescription',
        icon: IconFilePlus,
        key: 'n',
        to: '/contracts/new',
      },
      {
        id: 'action:search-contracts',
        label: 'searchContracts',
        description: 'searchContractsDescription',
        icon: IconFileSearch,
        key: '/',
        to: '/contracts',
        focus: CONTRACT_SEARCH_ID,
      },
    ],
  },
  {
    kind: 'page',
    label: 'users',
    description: 'usersDescription',
    icon: IconUsers,
    to: '/users',
    actions: [
      {
        id: 'page:new-user',
        label: 'newUser',
        description: 'newUserDescription',
        icon: IconUserPlus,
        to: '/users/new',
      },
    ],
  },
  {
    kind: 'page',
    label: 'activity',
    description: 'activityDescription',
    icon: IconHistory,
    to: '/activity',
    adminOnly: true,
  },
  {
    kind: 'page',
    label: 'profile',
    description: 'profileDescription',
    icon: IconUserCircle,
    to: '/profile',
  },
  {
    kind: 'external',
    label: 'apiDocs',
    description: 'apiDocsDescription',
    icon: IconApi,
    href: '/api/docs',
  },
]

export function entriesFor(type: UserType): NavigationEntry[] {
  return navigationEntries.filter((entry) => !entry.adminOnly || type === 'admin')
}
