import { Button, Progress, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconDownload } from '@tabler/icons-react'
import dayjs from 'dayjs'
import { useState } from 'react'
import { type ExportProgress, exportContractsCsv, saveFile } from '../export-csv'
import type { ContractListSearch } from '../search'
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'

const NOTIFICATION_ID = 'contracts-export'

function ProgressMessage({ rows, total }: ExportProgress) {
  const t = useMessages(contractMessages)
  const percent = total === 0 ? 100 : Math.round((rows / total) * 100)
  return (
    <Stack gap={6}>
      <Text size="sm">{t.exportRows({ rows, total })}</Text>
      <Progress value={percent} aria-label={t.exportProgress} size="sm" animated={percent < 100} />
    </Stack>
  )
}

/** Every page of the filtered, sorted table as one CSV file, with progress while it streams. */
export function ExportButton({ filters }: { filters: ContractListSearch }) {
  const t = useMessages(contractMessages)
  const [exporting, setExporting] = useState(false)

  const start = async () => {
    setExporting(true)
    notifications.show({
      id: NOTIFICATION_ID,
      title: t.exporting,
      message: <ProgressMessage rows={0} total={0} />,
      loading: true,
      autoClose: false,
      withCloseButton: false,
    })
    try {
      const blob = await exportContractsCsv(filters, (progress) =>
        notifications.update({
          id: NOTIFICATION_ID,
          message: <ProgressMessage {...progress} />,
        }),
      )
      const fileName = `contracts-${dayjs().format('YYYY-MM-DD')}.csv`
      saveFile(blob, fileName)
      notifications.update({
        id: NOTIFICATION_ID,
        title: t.exportReady,
        message: t.inDownloads({ file: fileName }),
        color: 'green',
        loading: false,
        autoClose: 4000,
        withCloseButton: true,
      })
    } catch (error) {
      notifications.update({
        id: NOTIFICATION_ID,
        title: t.exportFailed,
        message: error instanceof Error ? error.message : t.pleaseTryAgain,
        color: 'red',
        loading: false,
        autoClose: false,
        withCloseButton: true,
      })
    } finally {
      setExporting(false)
    }
  }

  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={exporting}
      onClick={() => void start()}
    >
      {t.exportCsv}
    </Button>
  )
}
