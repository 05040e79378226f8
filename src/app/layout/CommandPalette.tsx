import { Spotlight, type SpotlightActionGroupData } from '@mantine/spotlight'
import { Kbd } from '@mantine/core'
import {
  IconBookmark,
  IconDatabaseExport,
  IconKeyboard,
  IconLogout,
  IconSearch,
  IconSunMoon,
} from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useCurrentUser } from '../../features/auth'
import { useDownloadBackup } from '../../features/backup'
import { searchOfView, viewMessages, viewQueries } from '../../features/views'
import { useRecordNames } from '../../features/records'
import { useToggleColorScheme } from './ColorSchemeToggle'
import { entriesFor, useSectionWords, type NavigationEntry, type PaletteAction } from './navigation'
import { useMessages } from '../../lib/i18n'
import { LIST_SEARCH } from '../../lib/list-search-schemas'
import { listSearch } from '../../lib/url-search'
import { layoutMessages } from './messages'

type Props = { onShowShortcuts: () => void; onSignOut: () => void }

export function CommandPalette({ onShowShortcuts, onSignOut }: Props) {
  const t = useMessages(layoutMessages)
  const navigate = useNavigate()
  const currentUser = useCurrentUser()
  const toggleColorScheme = useToggleColorScheme()
  const downloadBackup = useDownloadBackup()
  const v = useMessages(viewMessages)
  const recordNames = useRecordNames()
  // The saved views are read once the palette first opens, not with every page.
  const [used, setUsed] = useState(false)
  const views = useQuery({ ...viewQueries.everyList(), enabled: used })

  const words = useSectionWords()
  const entries = entriesFor(currentUser.type)
  const pages = entries.map((entry) => ({
    id: `page:${entry.kind === 'page' ? entry.to : entry.href}`,
    label: words(entry)[entry.label],
    description: words(entry)[entry.description],
    leftSection: <entry.icon size={20} stroke={1.6} aria-hidden />,
    onClick: () =>
      entry.kind === 'external'
        ? window.open(entry.href, '_blank', 'noopener')
        : navigate({ to: entry.to }),
  }))

  function paletteAction(entry: NavigationEntry, action: PaletteAction) {
    const { focus } = action
    return {
      id: action.id,
      label: words(entry)[action.label],
      description: words(entry)[action.description],
      leftSection: <action.icon size={20} stroke={1.6} aria-hidden />,
      rightSection: action.key ? <Kbd size="xs">{action.key}</Kbd> : undefined,
      onClick: () =>
        void navigate({ to: action.to }).then(() => {
          // The palette hands focus back as it closes; take it once it has.
          if (focus) window.setTimeout(() => document.getElementById(focus)?.focus(), 250)
        }),
    }
  }

  const actions = entries.flatMap((entry) =>
    (entry.actions ?? []).map((action) => paletteAction(entry, action)),
  )
  // The views' words name the hand-written lists; a record resource's list names itself.
  const listName = (list: string) =>
    recordNames(list)?.title ?? (v as unknown as Record<string, string>)[list]!
  const savedViews = (views.data ?? []).map((view) => ({
    id: `view:${view.id}`,
    label: view.name,
    description:
      view.owner.id === currentUser.id
        ? v.yourView({ list: listName(view.resource) })
        : v.othersView({ list: listName(view.resource), name: view.owner.name }),
    leftSection: <IconBookmark size={20} stroke={1.6} aria-hidden />,
    onClick: () =>
      void navigate({
        to: `/${view.resource}`,
        // Read as the list's route reads its URL search (its `validateSearch`).
        search: searchOfView(listSearch(LIST_SEARCH[view.resource]), view.query) as never,
      }),
  }))
  const groups: SpotlightActionGroupData[] = [
    { group: t.pages, actions: [...pages, ...actions] },
    ...(savedViews.length > 0 ? [{ group: v.paletteGroup, actions: savedViews }] : []),
    {
      group: t.actions,
      actions: [
        {
          id: 'action:color-scheme',
          label: t.toggleColorScheme,
          leftSection: <IconSunMoon size={20} stroke={1.6} aria-hidden />,
          onClick: toggleColorScheme,
        },
        {
          id: 'action:shortcuts',
          label: t.keyboardShortcuts,
          leftSection: <IconKeyboard size={20} stroke={1.6} aria-hidden />,
          onClick: onShowShortcuts,
        },
        ...(currentUser.type === 'admin'
          ? [
              {
                id: 'action:download-backup',
                label: t.downloadBackup,
                description: t.downloadBackupDescription,
                leftSection: <IconDatabaseExport size={20} stroke={1.6} aria-hidden />,
                onClick: () => downloadBackup.mutate(),
              },
            ]
          : []),
        {
          id: 'action:sign-out',
          label: t.signOut,
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
      onSpotlightOpen={() => setUsed(true)}
      tagsToIgnore={[]}
      highlightQuery
      nothingFound={t.nothingFound}
      // The arrows in the search move through the list; Tab reaches the list itself to scroll it.
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t.commands } }}
      searchProps={{
        leftSection: <IconSearch size={18} stroke={1.6} aria-hidden />,
        placeholder: t.palettePlaceholder,
        'aria-label': t.paletteSearch,
      }}
    />
  )
}
