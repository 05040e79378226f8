import { IconFileCertificate, IconFilePlus, IconFileSearch } from '@tabler/icons-react'
import { defineSection } from '../../lib/navigation'
import { contractsSectionMessages } from './messages'
import { CONTRACT_SEARCH_ID } from './search'

/** The contracts in the navigation and the command palette (src/app/layout/navigation.ts). */
export const contractsSection = defineSection(contractsSectionMessages, {
  kind: 'page',
  label: 'label',
  description: 'description',
  icon: IconFileCertificate,
  to: '/contracts',
  adminOnly: true,
  actions: [
    {
      id: 'page:new-contract',
      label: 'newContract',
      description: 'newContractDescription',
      icon: IconFilePlus,
      key: 'n',
      to: '/contracts/new',
    },
    {
      id: 'action:search-contracts',
      label: 'searchContracts',
      description: 'searchContractsDescription',
      icon: IconFileSearch,
      key: '/',
      to: '/contracts',
      focus: CONTRACT_SEARCH_ID,
    },
  ],
})
