import { Spotlight, type SpotlightActionGroupData } from '@mantine/spotlight'
import { Kbd } from '@mantine/core'
import {
  IconDatabaseExport,
  IconKeyboard,
  IconLogout,
  IconSearch,
  IconSunMoon,
} from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useCurrentUser } from '../../features/auth'
import { useDownloadBackup } from '../../features/backup'
import { useToggleColorScheme } from './ColorSchemeToggle'
import { entriesFor, type PaletteAction } from './navigation'

type Props = { onShowShortcuts: () => void; onSignOut: () => void }

export function CommandPalette({ onShowShortcuts, onSignOut }: Props) {
  const navigate = useNavigate()
  const currentUser = useCurrentUser()
  const toggleColorScheme = useToggleColorScheme()
  const downloadBackup = useDownloadBackup()

  const entries = entriesFor(currentUser.type)
  const pages = entries.map((entry) => ({
    id: `page:${entry.label}`,
    label: entry.label,
    description: entry.description,
    leftSection: <entry.icon size={20} stroke={1.6} aria-hidden />,
    onClick: () =>
      entry.kind === 'external'
        ? window.open(entry.href, '_blank', 'noopener')
        : navigate({ to: entry.to }),
  }))

  function paletteAction(action: PaletteAction) {
    const { focus } = action
    return {
      id: action.id,
      label: action.label,
      description: action.description,
      leftSection: <action.icon size={20} stroke={1.6} aria-hidden />,
      rightSection: action.key ? <Kbd size="xs">{action.key}</Kbd> : undefined,
      onClick: () =>
        void navigate({ to: action.to }).then(() => {
          // The palette hands focus back as it closes; take it once it has.
          if (focus) window.setTimeout(() => document.getElementById(focus)?.focus(), 250)
        }),
    }
  }

  const actions = entries.flatMap((entry) => entry.actions ?? []).map(paletteAction)
  const groups: SpotlightActionGroupData[] = [
    { group: 'Pages', actions: [...pages, ...actions] },
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
