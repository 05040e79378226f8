import { IconFileDescription, IconFilePlus, IconFileSearch } from '@tabler/icons-react'
import { defineSection } from '../../lib/navigation'
import { inquiriesSectionMessages } from './messages'
import { INQUIRY_SEARCH_ID } from './search'

/** The inquiries in the navigation and the command palette (src/app/layout/navigation.ts). */
export const inquiriesSection = defineSection(inquiriesSectionMessages, {
  kind: 'page',
  label: 'label',
  description: 'description',
  icon: IconFileDescription,
  to: '/inquiries',
  actions: [
    {
      id: 'page:new-inquiry',
      label: 'newInquiry',
      description: 'newInquiryDescription',
      icon: IconFilePlus,
      key: 'n',
      to: '/inquiries/new',
    },
    {
      id: 'action:search-inquiries',
      label: 'searchInquiries',
      description: 'searchInquiriesDescription',
      icon: IconFileSearch,
      key: '/',
      to: '/inquiries',
      focus: INQUIRY_SEARCH_ID,
    },
  ],
})
