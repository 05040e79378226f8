import type { Messages } from '@nanostores/i18n'
import { IconPlus, type Icon } from '@tabler/icons-react'
import type { RecordResource } from '../../interface/record'
import { defineSection, type Section } from '../../lib/navigation'

/** A record resource's own words: its names, and a label for each of its fields. */
export type RecordWords = {
  /** The list's title, "Timesheets". */
  title: string
  /** One record, as a sentence takes it: "timesheet". */
  one: string
  /** What the list is for, under its title and in the navigation. */
  description: string
  /** The command palette's action to a new one, and what it does. */
  newOne: string
  newDescription: string
  [field: string]: string
}

/**
 * A record resource's part of the dashboard, as its folder's `record.ts` exports it (by default):
 * its declaration, its words and its icon. It imports nothing of this kit, which finds it by the
 * file's name (registry.ts).
 */
export interface RecordPart {
  resource: RecordResource
  words: Messages<RecordWords>
  icon: Icon
}

/** A record resource's pages on the dashboard: its part, and its section. */
export interface RecordFeature extends RecordPart {
  /** In the navigation and the command palette, for admins. */
  section: Section
}

/** A record part with its section in the navigation and the command palette. */
export function recordFeature({ resource, words, icon }: RecordPart): RecordFeature {
  const section = defineSection(words, {
    kind: 'page',
    label: 'title',
    description: 'description',
    icon,
    adminOnly: true,
    to: `/${resource.name}`,
    actions: [
      {
        id: `page:new-${resource.record.one}`,
        label: 'newOne',
        description: 'newDescription',
        icon: IconPlus,
        to: `/${resource.name}/new`,
      },
    ],
  })
  return { resource, words, icon, section }
}
