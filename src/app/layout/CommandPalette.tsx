import { Spotlight, type SpotlightActionGroupData } from '@mantine/spotlight'
import { Kbd } from '@mantine/core'
import {
  IconDatabaseExport,
  IconFilePlus,
  IconFileSearch,
  IconKeyboard,
  IconLogout,
  IconSearch,
  IconSunMoon,
  IconUserPlus,
} from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useCurrentUser } from '../../features/auth'
import { useDownloadBackup } from '../../features/backup'
import { useContractPaletteActions } from '../../features/contracts'
import { INQUIRY_SEARCH_ID } from '../../features/inquiries/search'
import { useToggleColorScheme } from './ColorSchemeToggle'
import { entriesFor } from './navigation'

type Props = { onShowShortcuts: () => void; onSignOut: () => void }

export function CommandPalette({ onShowShortcuts, onSignOut }: Props) {
  const navigate = useNavigate()
  const currentUser = useCurrentUser()
  const toggleColorScheme = useToggleColorScheme()
  const contractActions = useContractPaletteActions(currentUser.type === 'admin')
  const downloadBackup = useDownloadBackup()

  const pages = entriesFor(currentUser.type).map((entry) => ({
    id: `page:${entry.label}`,
    label: entry.label,
    description: entry.description,
    leftSection: <entry.icon size={20} stroke={1.6} aria-hidden />,
    onClick: () =>
      entry.kind === 'external'
        ? window.open(entry.href, '_blank', 'noopener')
        : navigate({ to: entry.to }),
  }))

  const groups: SpotlightActionGroupData[] = [
    {
      group: 'Pages',
      actions: [
        ...pages,
        {
          id: 'page:new-inquiry',
          label: 'New inquiry',
          description: 'Ask for people: an inquiry with its hires',
          leftSection: <IconFilePlus size={20} stroke={1.6} aria-hidden />,
          rightSection: <Kbd size="xs">n</Kbd>,
          onClick: () => navigate({ to: '/inquiries/new' }),
        },
        {
          id: 'action:search-inquiries',
          label: 'Search inquiries',
          description: 'By title, contact, industry or position',
          leftSection: <IconFileSearch size={20} stroke={1.6} aria-hidden />,
          rightSection: <Kbd size="xs">/</Kbd>,
          onClick: () =>
            void navigate({ to: '/inquiries' }).then(() =>
              // The palette hands focus back as it closes; take it once it has.
              window.setTimeout(() => document.getElementById(INQUIRY_SEARCH_ID)?.focus(), 250),
            ),
        },
        {
          id: 'page:new-user',
          label: 'New user',
          description: 'Add a person who can sign in',
          leftSection: <IconUserPlus size={20} stroke={1.6} aria-hidden />,
          onClick: () => navigate({ to: '/users/new' }),
        },
        ...contractActions,
      ],
    },
    {
      group: 'Actions',
      actions: [
        {
          id: 'action:color-scheme',
          label: 'Toggle light / dark mode',
          leftSection: <IconSunMoon size={20} stroke={1.6} aria-hidden />,
          onClick: toggleColorScheme,
        },
        {
          id: 'action:shortcuts',
          label: 'Keyboard shortcuts',
          leftSection: <IconKeyboard size={20} stroke={1.6} aria-hidden />,
          onClick: onShowShortcuts,
        },
        ...(currentUser.type === 'admin'
          ? [
              {
                id: 'action:download-backup',
                label: 'Download a backup',
                description: 'The whole database as one file, for npm run restore',
                leftSection: <IconDatabaseExport size={20} stroke={1.6} aria-hidden />,
                onClick: () => downloadBackup.mutate(),
              },
            ]
          : []),
        {
          id: 'action:sign-out',
          label: 'Sign out',
          leftSection: <IconLogout size={20} stroke={1.6} aria-hidden />,
          onClick: onSignOut,
        },
      ],
    },
  ]

  return (
    <Spotlight
      actions={groups}
      shortcut="mod + K"
      tagsToIgnore={[]}
      highlightQuery
      nothingFound="Nothing matches that."
      // The arrows in the search move through the list; Tab reaches the list itself to scroll it.
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Commands' } }}
      searchProps={{
        leftSection: <IconSearch size={18} stroke={1.6} aria-hidden />,
        placeholder: 'Go to a page or run an action…',
        'aria-label': 'Command palette search',
      }}
    />
  )
}
