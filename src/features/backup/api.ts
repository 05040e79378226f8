import { notifications } from '@mantine/notifications'
import { useIsMutating, useMutation } from '@tanstack/react-query'
import { ApiError } from '../../lib/api'
import { saveFile } from '../../lib/save-file'
import { downloadBackup } from './download-backup'
import { i18n, params, useMessages } from '../../lib/i18n'

const BACKUP_KEY = ['backup'] as const
const NOTIFICATION_ID = 'backup-download'
const MIB = 1024 * 1024

export const backupMessages = i18n('backup', {
  taking: 'Taking a backup…',
  received: params('{size} MiB received'),
  copying: 'The server is copying the database.',
  saved: 'Backup saved',
  inDownloads: params('{file} ({size} MiB) is in your downloads.'),
  failed: 'The backup failed',
  withRequestId: params('{message} (request id {id})'),
})

const mib = (bytes: number) => (bytes / MIB).toFixed(1)

/**
 * "Download a backup" (admins): the server's consistent snapshot of the database, saved as a file.
 * One notification follows it from start to end; an error keeps its request id for quoting.
 */
export function useDownloadBackup() {
  const t = useMessages(backupMessages)
  return useMutation({
    mutationKey: BACKUP_KEY,
    mutationFn: () => {
      let shownMiB = -1
      return downloadBackup((bytes) => {
        // A line a screen reader can follow: once per MiB, not per chunk.
        if (Math.floor(bytes / MIB) === shownMiB) return
        shownMiB = Math.floor(bytes / MIB)
        notifications.update({
          id: NOTIFICATION_ID,
          loading: true,
          autoClose: false,
          title: t.taking,
          message: t.received({ size: mib(bytes) }),
        })
      })
    },
    onMutate: () => {
      notifications.show({
        id: NOTIFICATION_ID,
        loading: true,
        autoClose: false,
        withCloseButton: false,
        title: t.taking,
        message: t.copying,
      })
    },
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName)
      notifications.update({
        id: NOTIFICATION_ID,
        loading: false,
        color: 'green',
        autoClose: 8000,
        withCloseButton: true,
        title: t.saved,
        message: t.inDownloads({ file: fileName, size: mib(blob.size) }),
      })
    },
    onError: (error) => {
      const requestId = error instanceof ApiError ? error.requestId : undefined
      notifications.update({
        id: NOTIFICATION_ID,
        loading: false,
        color: 'red',
        autoClose: false,
        withCloseButton: true,
        title: t.failed,
        message: requestId
          ? t.withRequestId({ message: error.message, id: requestId })
          : error.message,
      })
    },
  })
}

/** True while a backup downloads, wherever it was started. */
export const useBackupRunning = () => useIsMutating({ mutationKey: BACKUP_KEY }) > 0
