import { Badge, Box, Button, Loader } from '@mantine/core'
import { IconAdjustmentsHorizontal, IconChevronDown, IconChevronUp } from '@tabler/icons-react'
import { lazy, Suspense } from 'react'
import { useMessages } from '../../../lib/i18n'
import { contractFilterMessages } from '../filter-messages'
import { LIST_FILTERS } from '../filter-keys'
import type { ContractListSearch } from '../search'

// The pickers (and @mantine/dates) load when the area is first opened, not with the list.
const ContractFilterFields = lazy(() =>
  import('./ContractFilterFields').then((module) => ({ default: module.ContractFilterFields })),
)

type Props = {
  search: ContractListSearch
  onChange: (next: Partial<ContractListSearch>) => void
  /** The area's id, which its button controls. */
  id: string
}

/**
 * The "Filters" area: client and vendor company, consultant, type, renewal decision, margin, and
 * the date ranges (start, end, notice deadline). Shown while its button (FiltersButton) is on.
 */
export function ContractFilters({ search, onChange, id }: Props) {
  return (
    <Box id={id} px="md" pb="sm">
      <Suspense fallback={<Loader size="sm" />}>
        <ContractFilterFields search={search} onChange={onChange} />
      </Suspense>
    </Box>
  )
}

type ButtonProps = {
  search: ContractListSearch
  open: boolean
  onToggle: () => void
  /** The id of the area it opens. */
  controls: string
}

/** Opens or closes the filters' area; counts the filters set. In the list's toolbar. */
export function FiltersButton({ search, open, onToggle, controls }: ButtonProps) {
  const t = useMessages(contractFilterMessages)
  const active = new Set(
    LIST_FILTERS.filter((name) => search[name] !== undefined).map((name) =>
      name.replace(/_(from|to)$/, ''),
    ),
  ).size
  return (
    <Button
      variant="default"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
      rightSection={
        open ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
      }
      onClick={onToggle}
    >
      {t.filters}
      {active > 0 && (
        <Badge ml={6} size="sm" circle>
          {active}
        </Badge>
      )}
    </Button>
  )
}
