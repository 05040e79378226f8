import { Button, Group, Menu, Paper, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconChevronDown, IconDownload, IconTrash, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { BULK_MOST, type ContractList, type ContractStatus } from '../../../interface'
import { useFormat } from '../../../lib/format'
import { useMessages } from '../../../lib/i18n'
import {
  type ListSelection,
  usePageSelection,
  useSelectedIds,
} from '../../../lib/use-list-selection'
import { fetchMatchingContractIds } from '../api'
import { contractBulkMessages } from './messages'
import { STATUS_COLORS, statusLabels } from '../labels'
import { contractMessages } from '../messages'
import type { ContractListSearch } from '../search'
import { useBulkActions } from './useBulkActions'

type Props = {
  selection: ListSelection<number>
  filters: ContractListSearch
  list: ContractList | undefined
}

const STATUSES = Object.keys(STATUS_COLORS) as ContractStatus[]
const NO_IDS: number[] = []

/**
 * The selected contracts' count and what can be done to them, kept in view (sticky) below the
 * table while any are selected. Mounted all along, so a notice's Undo outlives the selection.
 */
export function ContractsBulkBar({ selection, filters, list }: Props) {
  const t = useMessages(contractBulkMessages)
  const format = useFormat()
  const statuses = statusLabels(useMessages(contractMessages))
  const ids = useSelectedIds(selection)
  const pageIds = list?.contracts.map((contract) => contract.id) ?? NO_IDS
  const page = usePageSelection(selection, pageIds)
  const actions = useBulkActions(selection, filters)
  const [selectingAll, setSelectingAll] = useState(false)

  if (ids.length === 0) return null

  const total = list?.total ?? 0
  const most = Math.min(total, BULK_MOST)
  const tooMany = ids.length > BULK_MOST
  const offerAll = page === 'all' && total > pageIds.length && ids.length < most && !tooMany

  const selectAllMatching = async () => {
    setSelectingAll(true)
    try {
      selection.replace(await fetchMatchingContractIds(filters, most))
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t.selectMatchingFailed,
        message: error instanceof Error ? error.message : '',
      })
    } finally {
      setSelectingAll(false)
    }
  }

  return (
    <Paper
      role="region"
      aria-label={t.bar}
      withBorder
      shadow="md"
      p="sm"
      m="sm"
      style={{ position: 'sticky', bottom: 8, zIndex: 3 }}
    >
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Text fw={600} size="sm" role="status">
            {t.selected({ count: ids.length })}
          </Text>
          {offerAll && (
            <Button
              variant="subtle"
              size="compact-sm"
              loading={selectingAll}
              onClick={() => void selectAllMatching()}
            >
              {total > BULK_MOST
                ? t.selectFirstMatching({ most: BULK_MOST, total: format.total(list!) })
                : t.selectAllMatching({ total })}
            </Button>
          )}
          {total > pageIds.length && ids.length >= total && (
            <Text size="sm">{t.allMatchingSelected({ count: ids.length })}</Text>
          )}
          {(tooMany || (total > BULK_MOST && (offerAll || ids.length === BULK_MOST))) && (
            <Text size="sm" c={tooMany ? 'red' : 'dimmed'}>
              {t.onlyMost({ most: BULK_MOST })}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          {/* The bar stays in view: its menu is never hidden as detached from it. */}
          <Menu position="top-end" withinPortal hideDetached={false}>
            <Menu.Target>
              <Button
                variant="default"
                size="sm"
                rightSection={<IconChevronDown size={16} aria-hidden />}
                disabled={tooMany}
                loading={actions.busy}
              >
                {t.setStatus}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {STATUSES.map((status) => (
                <Menu.Item key={status} onClick={() => actions.setStatus(status)}>
                  {statuses[status]}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button
            color="red"
            variant="light"
            size="sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={tooMany}
            loading={actions.busy}
            onClick={actions.terminate}
          >
            {t.terminate}
          </Button>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={tooMany}
            loading={actions.exporting}
            onClick={() => void actions.exportSelection()}
          >
            {t.exportSelection}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            size="sm"
            leftSection={<IconX size={16} aria-hidden />}
            title={t.clearSelection}
            onClick={selection.clear}
          >
            {t.clear}
          </Button>
        </Group>
      </Group>
    </Paper>
  )
}
