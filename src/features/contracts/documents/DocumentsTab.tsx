import { Stack, Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import type { Attachment } from '../../../interface'
import { useMessages } from '../../../lib/i18n'
import { useLiveChanges } from '../../../lib/live'
import { documentQueries, useDeleteDocument, useDownloadDocument } from './api'
import { DocumentsTable } from './DocumentsTable'
import { DocumentUpload } from './DocumentUpload'
import { contractDocumentMessages } from './messages'

/**
 * A contract's documents: the upload above, the list below. Another admin's upload or delete (an
 * event of the contract in the live feed) shows at once.
 */
export function DocumentsTab({ contractId }: { contractId: number }) {
  const t = useMessages(contractDocumentMessages)
  const queryClient = useQueryClient()
  const download = useDownloadDocument(contractId)
  const remove = useDeleteDocument(contractId)

  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: documentQueries.list(contractId).queryKey })
  useLiveChanges('contract', (change) => change.id === contractId && refresh(), {
    onReset: refresh,
  })

  // Each call its own promise: two at once are both told how they went.
  const startDownload = (document: Attachment) =>
    download
      .mutateAsync(document)
      .catch((error: Error) =>
        notifications.show({ color: 'red', title: t.downloadFailed, message: error.message }),
      )

  const askToDelete = (document: Attachment) =>
    modals.openConfirmModal({
      title: t.deleteTitle({ name: document.name }),
      centered: true,
      children: <Text size="sm">{t.deleteText}</Text>,
      labels: { confirm: t.delete, cancel: t.keep },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove.mutateAsync(document).then(
          () => notifications.show({ color: 'green', message: t.deleted({ name: document.name }) }),
          (error: Error) =>
            notifications.show({ color: 'red', title: t.deleteFailed, message: error.message }),
        ),
    })

  return (
    <Stack gap="lg">
      <DocumentUpload contractId={contractId} />
      <DocumentsTable
        contractId={contractId}
        onDownload={startDownload}
        downloading={download.isPending ? download.variables.id : undefined}
        onDelete={askToDelete}
      />
    </Stack>
  )
}
