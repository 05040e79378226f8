import { Stack, Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import dayjs from 'dayjs'
import { useState } from 'react'
import type { BulkContractsBody, ContractStatus } from '../../../interface'
import { ApiError } from '../../../lib/api'
import { useMessages } from '../../../lib/i18n'
import type { ListSelection } from '../../../lib/use-list-selection'
import { useBulkContracts } from '../api'
import { contractBulkMessages } from './messages'
import { exportSelectedContractsCsv, saveFile } from '../export-csv'
import { statusLabels } from '../labels'
import { contractMessages } from '../messages'
import type { ContractListSearch } from '../search'
import { useUndoTerminate } from '../components/useUndoTerminate'

const NOTICE = 'contracts-bulk'

/** The server's reason: on a 422, the ids it refused (nothing was written). */
const reasonOf = (error: Error) =>
  (error instanceof ApiError && error.errors.ids?.[0]) || error.message

/**
 * What the bar does to the selected contracts. Set status and terminate ask first, naming how
 * many, show a loading notice while the one request runs, and on failure say the server's reason
 * and keep the selection (the request was all or nothing). A terminate offers Undo.
 */
export function useBulkActions(selection: ListSelection<number>, filters: ContractListSearch) {
  const t = useMessages(contractBulkMessages)
  const statuses = statusLabels(useMessages(contractMessages))
  const bulk = useBulkContracts()
  const offerUndo = useUndoTerminate()
  const [exporting, setExporting] = useState(false)

  const run = (
    body: BulkContractsBody,
    working: string,
    failedTitle: string,
    onDone: (count: number) => void,
  ) => {
    notifications.show({
      id: NOTICE,
      message: working,
      loading: true,
      autoClose: false,
      withCloseButton: false,
    })
    bulk.mutate(body, {
      onSuccess: ({ count }) => onDone(count),
      onError: (error) =>
        notifications.update({
          id: NOTICE,
          color: 'red',
          title: failedTitle,
          message: (
            <Stack gap={4}>
              <Text size="sm">{reasonOf(error)}</Text>
              <Text size="sm">{t.nothingChanged}</Text>
            </Stack>
          ),
          loading: false,
          autoClose: false,
          withCloseButton: true,
        }),
    })
  }

  const setStatus = (status: ContractStatus) => {
    const ids = [...selection.ids()]
    const count = ids.length
    const name = statuses[status]
    modals.openConfirmModal({
      title: t.setStatusTitle({ count, status: name }),
      centered: true,
      children: <Text size="sm">{t.setStatusText}</Text>,
      labels: { confirm: t.setStatusConfirm, cancel: t.cancel },
      // The selection stays: the same contracts, ready for another action or an export.
      onConfirm: () =>
        run(
          { ids, action: 'set_status', status },
          t.settingStatus({ count }),
          t.setStatusFailed,
          (done) =>
            notifications.update({
              id: NOTICE,
              color: 'green',
              message: t.statusSet({ count: done, status: name }),
              loading: false,
              autoClose: 4000,
              withCloseButton: true,
            }),
        ),
    })
  }

  const terminate = () => {
    const ids = [...selection.ids()]
    const count = ids.length
    modals.openConfirmModal({
      title: t.terminateTitle({ count }),
      centered: true,
      children: <Text size="sm">{t.terminateText}</Text>,
      labels: { confirm: t.terminateConfirm({ count }), cancel: t.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        run({ ids, action: 'terminate' }, t.terminating({ count }), t.terminateFailed, (done) => {
          notifications.hide(NOTICE)
          // They have left the list; Undo brings them back (unselected).
          selection.set(ids, false)
          offerUndo(ids, t.terminated({ count: done }))
        }),
    })
  }

  const exportSelection = async () => {
    setExporting(true)
    try {
      const csv = await exportSelectedContractsCsv(filters, selection.ids())
      const file = `contracts-selection-${dayjs().format('YYYY-MM-DD')}.csv`
      saveFile(csv, file)
      notifications.show({
        color: 'green',
        title: t.exportReady,
        message: t.inDownloads({ file }),
        autoClose: 4000,
      })
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t.exportFailed,
        message: error instanceof Error ? error.message : '',
      })
    } finally {
      setExporting(false)
    }
  }

  return { setStatus, terminate, exportSelection, busy: bulk.isPending, exporting }
}
