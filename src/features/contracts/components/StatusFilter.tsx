import type { ContractStatus } from '../../../interface'
import { STATUS_FILTERS, statusLabels } from '../labels'
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'
import { SegmentedChoice } from '../../../lib/ui/SegmentedChoice'

type Props = {
  status: ContractStatus | undefined
  onChange: (status: ContractStatus | undefined) => void
}

/** All, or one status; the keys 0–4 pick the same choices in the same order. */
export function StatusFilter({ status, onChange }: Props) {
  const t = useMessages(contractMessages)
  const labels = { all: t.all, ...statusLabels(t) }
  return (
    <SegmentedChoice
      aria-label={t.status}
      data={STATUS_FILTERS.map((filter, index) => ({
        value: filter,
        label: labels[filter],
        title: t.statusKey({ status: labels[filter], key: index }),
      }))}
      value={status ?? 'all'}
      onChange={(value) => onChange(value === 'all' ? undefined : value)}
    />
  )
}
