/** The one list of keyboard shortcuts: the sheet shows it, the layout and the pages bind it. */
export const shortcuts = [
  { section: 'Everywhere', keys: ['mod', 'K'], description: 'Open the command palette' },
  { section: 'Everywhere', keys: ['?'], description: 'Show keyboard shortcuts' },
  { section: 'Everywhere', keys: ['mod', 'J'], description: 'Switch between light and dark mode' },
  { section: 'Everywhere', keys: ['Esc'], description: 'Close a dialog or the palette' },
  { section: 'Inquiries', keys: ['/'], description: 'Search inquiries' },
  { section: 'Inquiries', keys: ['Esc'], description: 'Clear the search' },
  { section: 'Inquiries', keys: ['↑', '↓'], description: 'Move between rows (or j / k)' },
  { section: 'Inquiries', keys: ['Enter'], description: 'Open the highlighted inquiry' },
  { section: 'Inquiries', keys: ['n'], description: 'New inquiry' },
  { section: 'Inquiries', keys: ['[', ']'], description: 'Previous / next page' },
  { section: 'Users', keys: ['/'], description: 'Search users' },
  { section: 'Contracts', keys: ['/'], description: 'Search contracts' },
  { section: 'Contracts', keys: ['Esc'], description: 'Clear the search' },
  {
    section: 'Contracts',
    keys: ['0', '–', '4'],
    description: 'Status: all, not started … unknown',
  },
  { section: 'Contracts', keys: ['↑', '↓'], description: 'Move between rows (or j / k)' },
  { section: 'Contracts', keys: ['Enter'], description: 'Edit the highlighted contract (or e)' },
  { section: 'Contracts', keys: ['t'], description: 'Terminate the highlighted contract' },
  { section: 'Contracts', keys: ['n'], description: 'New contract' },
  { section: 'Contracts', keys: ['[', ']'], description: 'Previous / next page' },
  {
    section: 'Contracts',
    keys: ['mod', 'Enter'],
    description: 'Save the contract (in the editor)',
  },
] as const

export const shortcutSections = [...new Set(shortcuts.map((shortcut) => shortcut.section))]
