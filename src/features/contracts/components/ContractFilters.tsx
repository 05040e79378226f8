import { Badge, Box, Button, Loader } from '@mantine/core'
import { IconAdjustmentsHorizontal, IconChevronDown, IconChevronUp } from '@tabler/icons-react'
import { lazy, Suspense, useId, useState } from 'react'
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
}

/**
 * The "Filters" area: client and vendor company, consultant, type, renewal decision, margin, and
 * the date ranges (start, end, notice deadline).
 */
export function ContractFilters({ search, onChange }: Props) {
  const t = useMessages(contractFilterMessages)
  const [open, setOpen] = useState(false)
  const panel = useId()
  const active = new Set(
    LIST_FILTERS.filter((name) => search[name] !== undefined).map((name) =>
      name.replace(/_(from|to)$/, ''),
    ),
  ).size

  return (
    <Box px="md" pb="sm">
      <Button
        variant="default"
        size="compact-sm"
        aria-expanded={open}
        aria-controls={panel}
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        rightSection={
          open ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
        }
        onClick={() => setOpen(!open)}
      >
        {t.filters}
        {active > 0 && (
          <Badge ml={6} size="sm" circle>
            {active}
          </Badge>
        )}
      </Button>
      {open && (
        <Box id={panel} pt="sm">
          <Suspense fallback={<Loader size="sm" />}>
            <ContractFilterFields search={search} onChange={onChange} />
          </Suspense>
        </Box>
      )}
    </Box>
  )
}
