import { useStore } from '@nanostores/react'
import { IconApi } from '@tabler/icons-react'
import { computed } from 'nanostores'
import { activitySection } from '../../features/activity/section'
import { contractsSection } from '../../features/contracts/section'
import { inquiriesSection } from '../../features/inquiries/section'
import { overviewSection } from '../../features/overview/section'
import { profileSection } from '../../features/profile/section'
import { RECORD_FEATURES } from '../../features/records'
import { usersSection } from '../../features/users/section'
import type { UserType } from '../../interface'
import { defineSection, type Section } from '../../lib/navigation'
import { layoutMessages } from './messages'

export type { PaletteAction } from '../../lib/navigation'
export type NavigationEntry = Section

/**
 * The dashboard's sections in the order the navigation shows them: each declared by its feature
 * with its own words (`section.ts`), each record resource's from its declaration (`record.ts`),
 * the API reference here. A new section is one line.
 */
export const navigationEntries: NavigationEntry[] = [
  overviewSection,
  inquiriesSection,
  contractsSection,
  usersSection,
  activitySection,
  ...RECORD_FEATURES.map((feature) => feature.section),
  profileSection,
  defineSection(layoutMessages, {
    kind: 'external',
    label: 'apiDocs',
    description: 'apiDocsDescription',
    icon: IconApi,
    href: '/api/docs',
  }),
]

export function entriesFor(type: UserType): NavigationEntry[] {
  return navigationEntries.filter((entry) => !entry.adminOnly || type === 'admin')
}

/** Every section's words at once, in the language the dashboard speaks now. */
const sectionWords = computed(
  navigationEntries.map((entry) => entry.messages),
  (...words) => words,
)

/** A section's words: `words(entry).label`, `words(entry)[action.label]`. */
export function useSectionWords(): (entry: NavigationEntry) => Record<string, string> {
  const words = useStore(sectionWords)
  return (entry) => words[navigationEntries.indexOf(entry)]!
}
