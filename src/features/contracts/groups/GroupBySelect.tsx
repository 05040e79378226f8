import { NativeSelect } from '@mantine/core'
import { IconStack2 } from '@tabler/icons-react'
import type { Ref } from 'react'
import { CONTRACT_GROUPINGS, type ContractGrouping } from '../../../interface'
import { useMessages } from '../../../lib/i18n'
import { contractGroupMessages } from './messages'

type Props = {
  group: ContractGrouping | undefined
  onChange: (group: ContractGrouping | undefined) => void
  ref?: Ref<HTMLSelectElement>
}

/**
 * What the contracts are grouped by, if anything; the `g` key focuses it. The browser's own select:
 * Mantine's keeps its closed list mounted and placed, which made the contracts page compute its
 * styles inside the task that drew it (see SegmentedChoice).
 */
export function GroupBySelect({ group, onChange, ref }: Props) {
  const t = useMessages(contractGroupMessages)
  return (
    <NativeSelect
      ref={ref}
      aria-label={t.groupBy}
      title={t.groupBy}
      leftSection={<IconStack2 size={16} aria-hidden />}
      w={200}
      size="sm"
      data={[
        { value: '', label: t.none },
        ...CONTRACT_GROUPINGS.map((by) => ({ value: by, label: t[`pick_${by}`] })),
      ]}
      value={group ?? ''}
      onChange={(event) =>
        onChange(CONTRACT_GROUPINGS.find((by) => by === event.currentTarget.value))
      }
    />
  )
}
