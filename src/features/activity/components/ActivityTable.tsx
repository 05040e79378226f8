import { Skeleton, Table } from '@mantine/core'
import { memo, useDeferredValue, useMemo, type ReactNode, type Ref } from 'react'
import type { HistoryEntry } from '../../../interface'
import { useMessages } from '../../../lib/i18n'
import { useStableCallback } from '../../../lib/use-stable-callback'
import { useHistoryFieldsOf } from '../fields'
import { activityMessages } from '../messages'
import { ActivityRow } from './ActivityRow'

const COLUMNS = ['when', 'who', 'what', 'record', 'changes'] as const

const ActivityTableElement = memo(function ActivityTableElement({
  children,
  ref,
}: {
  children: ReactNode
  ref?: Ref<HTMLTableElement>
}) {
  const t = useMessages(activityMessages)
  return (
    <Table ref={ref} highlightOnHover verticalSpacing="xs" aria-label={t.table}>
      <Table.Thead>
        <Table.Tr>
          {COLUMNS.map((column) => (
            <Table.Th key={column} scope="col">
              {t[column]}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  )
})

type Props = {
  entries: HistoryEntry[]
  busy: boolean
  onActivate: (index: number) => void
  ref?: Ref<HTMLTableElement>
}

export function ActivityTable({ entries, busy, onActivate, ref }: Props) {
  const shown = useDeferredValue(entries)
  const activate = useStableCallback(onActivate)
  const fieldsOf = useHistoryFieldsOf()
  const rows = useMemo(
    () =>
      shown.map((entry, index) => (
        <ActivityRow
          key={entry.id}
          entry={entry}
          index={index}
          fieldsOf={fieldsOf}
          onActivate={activate}
        />
      )),
    [shown, activate, fieldsOf],
  )
  const dimmed = busy || shown !== entries
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={820}
      aria-busy={dimmed}
      style={{ opacity: dimmed ? 0.6 : 1 }}
    >
      <ActivityTableElement ref={ref}>{rows}</ActivityTableElement>
    </Table.ScrollContainer>
  )
}

export function ActivityTableSkeleton({ rows }: { rows: number }) {
  const t = useMessages(activityMessages)
  return (
    <Table.ScrollContainer type="native" minWidth={820} aria-busy aria-label={t.table}>
      <Table>
        <Table.Tbody>
          {Array.from({ length: rows }, (_, row) => (
            <Table.Tr key={row}>
              {COLUMNS.map((column) => (
                <Table.Td key={column}>
                  <Skeleton height={14} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
