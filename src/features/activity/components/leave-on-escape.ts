import type { KeyboardEvent } from 'react'

/**
 * Escape in a filter whose list is closed leaves it: the list's keys (↓/↑, j/k, Enter) then move
 * between the rows.
 */
export function leaveOnEscape(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Escape' && event.currentTarget.getAttribute('aria-expanded') !== 'true')
    event.currentTarget.blur()
}
