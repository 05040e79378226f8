import { SegmentedControl } from '@mantine/core'
import type { ContractStatus } from '../../../interface'
import { STATUS_FILTERS } from '../labels'

type Props = {
  status: ContractStatus | undefined
  onChange: (status: ContractStatus | undefined) => void
}

/** All, or one status; the keys 0–4 pick the same choices in the same order. */
export function StatusFilter({ status, onChange }: Props) {
  return (
    <SegmentedControl
      aria-label="Status"
      data={STATUS_FILTERS.map((filter, index) => ({
        value: filter.value,
        label: `${filter.label}`,
        title: `${filter.label} (key ${index})`,
      }))}
      value={status ?? 'all'}
      onChange={(value) => onChange(value === 'all' ? undefined : (value as ContractStatus))}
    />
  )
}
