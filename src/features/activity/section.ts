import { IconHistory } from '@tabler/icons-react'
import { defineSection } from '../../lib/navigation'
import { activitySectionMessages } from './messages'

/** The activity in the navigation and the command palette (src/app/layout/navigation.ts). */
export const activitySection = defineSection(activitySectionMessages, {
  kind: 'page',
  label: 'label',
  description: 'description',
  icon: IconHistory,
  to: '/activity',
  adminOnly: true,
})
