import { useOs } from '@mantine/hooks'
import { RECORD_FEATURES } from '../../features/records'
import type { LayoutMessage } from './messages'

/**
 * The one list of keyboard shortcuts: the sheet shows it, the layout and the pages bind it. A group
 * is `everywhere` or a page of the navigation, named by its section's own words; descriptions are
 * messages of layoutMessages.
 */
export const shortcuts = [
  { section: 'everywhere', keys: ['mod', 'K'], description: 'openPaletteKey' },
  { section: 'everywhere', keys: ['?'], description: 'showShortcuts' },
  { section: 'everywhere', keys: ['mod', 'J'], description: 'switchScheme' },
  { section: 'everywhere', keys: ['Esc'], description: 'closeDialog' },
  { section: '/inquiries', keys: ['/'], description: 'searchInquiries' },
  { section: '/inquiries', keys: ['Esc'], description: 'clearSearch' },
  { section: '/inquiries', keys: ['↑', '↓'], description: 'moveRows' },
  { section: '/inquiries', keys: ['Enter'], description: 'openInquiry' },
  { section: '/inquiries', keys: ['n'], description: 'newInquiry' },
  { section: '/inquiries', keys: ['[', ']'], description: 'previousNextPage' },
  { section: '/inquiries', keys: ['v'], description: 'openSavedViews' },
  { section: '/users', keys: ['/'], description: 'searchUsers' },
  { section: '/users', keys: ['v'], description: 'openSavedViews' },
  { section: '/activity', keys: ['/'], description: 'filterActivity' },
  { section: '/activity', keys: ['Esc'], description: 'leaveFilter' },
  { section: '/activity', keys: ['↑', '↓'], description: 'moveRows' },
  { section: '/activity', keys: ['Enter'], description: 'openRecord' },
  { section: '/activity', keys: ['[', ']'], description: 'previousNextPage' },
  { section: '/contracts', keys: ['/'], description: 'searchContracts' },
  { section: '/contracts', keys: ['Esc'], description: 'clearSearch' },
  {
    section: '/contracts',
    keys: ['0', '–', '4'],
    description: 'statusKeys',
  },
  { section: '/contracts', keys: ['↑', '↓'], description: 'moveRows' },
  { section: '/contracts', keys: ['Enter'], description: 'editContract' },
  { section: '/contracts', keys: ['t'], description: 'terminateContract' },
  { section: '/contracts', keys: ['Space'], description: 'selectRow' },
  { section: '/contracts', keys: ['Shift', '↑', '↓'], description: 'extendSelection' },
  { section: '/contracts', keys: ['←', '→'], description: 'moveCells' },
  { section: '/contracts', keys: ['Enter', 'F2'], description: 'editCell' },
  { section: '/contracts', keys: ['mod', 'Z'], description: 'undoCellEdit' },
  { section: '/contracts', keys: ['Alt', '←', '→'], description: 'resizeColumn' },
  { section: '/contracts', keys: ['Shift', 'F10'], description: 'columnMenu' },
  { section: '/contracts', keys: ['a'], description: 'selectPage' },
  { section: '/contracts', keys: ['Esc'], description: 'clearSelection' },
  { section: '/contracts', keys: ['n'], description: 'newContract' },
  { section: '/contracts', keys: ['[', ']'], description: 'previousNextPage' },
  { section: '/contracts', keys: ['v'], description: 'openSavedViews' },
  {
    section: '/contracts',
    keys: ['mod', 'Enter'],
    description: 'saveContract',
  },
  // Every record resource's list (src/features/records) binds the same keys.
  ...RECORD_FEATURES.flatMap((feature) => [
    { section: `/${feature.resource.name}`, keys: ['/'], description: 'searchList' } as const,
    { section: `/${feature.resource.name}`, keys: ['v'], description: 'openSavedViews' } as const,
  ]),
] as const satisfies readonly {
  section: 'everywhere' | `/${string}`
  keys: readonly string[]
  description: LayoutMessage
}[]

export const shortcutSections = [...new Set(shortcuts.map((shortcut) => shortcut.section))]

/**
 * How the modifier key reads on this computer: ⌘ on a Mac, iPhone or iPad, Ctrl elsewhere. Read as
 * the component first draws (there is no server rendering to match): Mantine's default reads it in
 * a layout effect, which drew the header and the sheet a second time inside the commit that first
 * shows a signed-in page.
 */
export function useModKey() {
  const os = useOs({ getValueInEffect: false })
  return os === 'macos' || os === 'ios' ? '⌘' : 'Ctrl'
}
