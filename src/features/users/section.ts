import { IconUserPlus, IconUsers } from '@tabler/icons-react'
import { defineSection } from '../../lib/navigation'
import { usersSectionMessages } from './messages'

/** The users in the navigation and the command palette (src/app/layout/navigation.ts). */
export const usersSection = defineSection(usersSectionMessages, {
  kind: 'page',
  label: 'label',
  description: 'description',
  icon: IconUsers,
  to: '/users',
  actions: [
    {
      id: 'page:new-user',
      label: 'newUser',
      description: 'newUserDescription',
      icon: IconUserPlus,
      to: '/users/new',
    },
  ],
})
