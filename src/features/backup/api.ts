import { notifications } from '@mantine/notifications'
import { useIsMutating, useMutation } from '@tanstack/react-query'
import { ApiError } from '../../lib/api'
import { saveFile } from '../../lib/save-file'
import { downloadBackup } from './download-backup'

const BACKUP_KEY = ['backup'] as const
const NOTIFICATION_ID = 'backup-download'
const MIB = 1024 * 1024

const received = (bytes: number) => `${(bytes / MIB).toFixed(1)} MiB received`

/**
 * "Download a backup" (admins): the server's consistent snapshot of the database, saved as a file.
 * One notification follows it from start to end; an error keeps its request id for quoting.
 */
export function useDownloadBackup() {
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
          title: 'Taking a backup…',
          message: received(bytes),
        })
      })
    },
    onMutate: () => {
      notifications.show({
        id: NOTIFICATION_ID,
        loading: true,
        autoClose: false,
        withCloseButton: false,
        title: 'Taking a backup…',
        message: 'The server is copying the database.',
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
        title: 'Backup saved',
        message: `${fileName} (${(blob.size / MIB).toFixed(1)} MiB) is in your downloads.`,
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
        title: 'The backup failed',
        message: requestId ? `${error.message} (request id ${requestId})` : error.message,
      })
    },
  })
}

/** True while a backup downloads, wherever it was started. */
export const useBackupRunning = () => useIsMutating({ mutationKey: BACKUP_KEY }) > 0
