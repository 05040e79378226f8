/** The one list of keyboard shortcuts: the sheet shows it, the layout binds it. */
export const shortcuts = [
  { keys: ['mod', 'K'], description: 'Open the command palette' },
  { keys: ['?'], description: 'Show keyboard shortcuts' },
  { keys: ['/'], description: 'Search users (on the users page)' },
  { keys: ['mod', 'J'], description: 'Switch between light and dark mode' },
  { keys: ['Esc'], description: 'Close a dialog or the palette' },
] as const
