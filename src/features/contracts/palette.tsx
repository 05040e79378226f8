import { Kbd } from '@mantine/core'
import type { SpotlightActionData } from '@mantine/spotlight'
import { IconFilePlus, IconFileSearch } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { CONTRACT_SEARCH_ID } from './search'

/** The command palette's contract actions; admins only, as the pages are. */
export function useContractPaletteActions(isAdmin: boolean): SpotlightActionData[] {
  const navigate = useNavigate()
  if (!isAdmin) return []
  return [
    {
      id: 'page:new-contract',
      label: 'New contract',
      description: 'A client buys a consultant’s work from a vendor',
      leftSection: <IconFilePlus size={20} stroke={1.6} aria-hidden />,
      rightSection: <Kbd size="xs">n</Kbd>,
      onClick: () => void navigate({ to: '/contracts/new' }),
    },
    {
      id: 'action:search-contracts',
      label: 'Search contracts',
      description: 'By consultant, company or contract id',
      leftSection: <IconFileSearch size={20} stroke={1.6} aria-hidden />,
      rightSection: <Kbd size="xs">/</Kbd>,
      onClick: () =>
        void navigate({ to: '/contracts' }).then(() =>
          // The palette hands focus back as it closes; take it once it has.
          window.setTimeout(() => document.getElementById(CONTRACT_SEARCH_ID)?.focus(), 250),
        ),
    },
  ]
}
