import { IconChartPie } from '@tabler/icons-react'
import { defineSection } from '../../lib/navigation'
import { overviewSectionMessages } from './messages'

/** The overview in the navigation and the command palette (src/app/layout/navigation.ts). */
export const overviewSection = defineSection(overviewSectionMessages, {
  kind: 'page',
  label: 'label',
  description: 'description',
  icon: IconChartPie,
  to: '/overview',
})
