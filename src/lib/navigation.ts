import type { Messages, Translations } from '@nanostores/i18n'
import type { Icon } from '@tabler/icons-react'
import type { MessageKey } from './i18n'

/**
 * A section of the dashboard as the navigation and the command palette show it, declared by its
 * own feature with its own words (src/features/…/section.ts); the app lists the sections in
 * src/app/layout/navigation.ts and draws both from them.
 */

/** A command palette action of a section: go to a page, and focus its search field if named. */
export type PaletteAction<Key extends string = string> = {
  id: string
  label: Key
  description: Key
  icon: Icon
  /** The page's own key for the same thing, shown beside the action. */
  key?: string
  /** A page of the route tree (a unit test checks each). */
  to: string
  focus?: string
}

type Fields<Key extends string> = {
  /** The section's name and what it is for: keys of its messages. */
  label: Key
  description: Key
  icon: Icon
  /** Hidden from clients in the navigation and the command palette, with its actions. */
  adminOnly?: boolean
  /** What the command palette offers besides going to the page. */
  actions?: PaletteAction<Key>[]
}

export type Section = Fields<string> & {
  messages: Messages<Record<string, string>>
} & ({ kind: 'page'; to: string } | { kind: 'external'; href: string })

/** Declares a section: its label, description and actions name plain messages of `messages`. */
export function defineSection<Body extends Translations>(
  messages: Messages<Body>,
  section: Fields<MessageKey<Messages<Body>> & string> &
    ({ kind: 'page'; to: string } | { kind: 'external'; href: string }),
): Section {
  return { ...section, messages } as unknown as Section
}
