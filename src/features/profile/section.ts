import { IconUserCircle } from '@tabler/icons-react'
import { defineSection } from '../../lib/navigation'
import { profileSectionMessages } from './messages'

/** The profile in the navigation and the command palette (src/app/layout/navigation.ts). */
export const profileSection = defineSection(profileSectionMessages, {
  kind: 'page',
  label: 'label',
  description: 'description',
  icon: IconUserCircle,
  to: '/profile',
})
