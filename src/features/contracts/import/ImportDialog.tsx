import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { LazyModal } from '../../../lib/ui/LazyModal'
import { notifications } from '@mantine/notifications'
import { IconAlertCircle } from '@tabler/icons-react'
import type { ImportAnswer } from '../../../interface'
import { useFormat } from '../../../lib/format'
import { useMessages } from '../../../lib/i18n'
import { CsvDropArea } from './CsvDropArea'
import { IMPORT_MOST_MEGABYTES } from './file-size'
import { ImportCounts } from './ImportCounts'
import { ImportErrors } from './ImportErrors'
import { ImportProgress } from './ImportProgress'
import { contractImportMessages } from './messages'
import { useContractImport } from './useContractImport'

type Props = { opened: boolean; onClose: () => void }

/** "Import CSV…": a file checked as soon as it is chosen, then imported on a second click. */
export function ImportDialog({ opened, onClose }: Props) {
  const t = useMessages(contractImportMessages)
  return (
    <LazyModal opened={opened} onClose={onClose} title={t.title} size="lg" centered>
      {/* Mounted afresh each time: the dialog opens without the last file. */}
      {opened && <ImportSteps onClose={onClose} />}
    </LazyModal>
  )
}

function ImportSteps({ onClose }: { onClose: () => void }) {
  const t = useMessages(contractImportMessages)
  const format = useFormat()
  const imported = (answer: ImportAnswer) => {
    const count = answer.creates + answer.updates
    notifications.show({
      color: 'green',
      message: count === 1 ? t.importedOne : t.importedMany({ count: format.number(count) }),
    })
    onClose()
  }
  const { file, tooLarge, stage, answer, refused, error, ...steps } = useContractImport(imported)
  const writing = stage?.dryRun === false
  const changes = answer ? answer.creates + answer.updates : 0
  const ready = !!answer && answer.errors.length === 0 && changes > 0

  return (
    <Stack gap="md">
      <CsvDropArea file={file} onFile={steps.choose} disabled={writing} />
      {tooLarge && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t.tooLarge({ size: format.number(IMPORT_MOST_MEGABYTES) })}
        </Alert>
      )}
      {stage && <ImportProgress stage={stage} />}
      {answer && stage?.dryRun !== true && (
        <Stack gap="sm">
          <ImportCounts answer={answer} />
          {answer.errors.length > 0 ? (
            <ImportErrors errors={answer.errors} fileName={file?.name ?? ''} refused={refused} />
          ) : (
            changes === 0 && (
              <Text size="sm" role="status">
                {answer.unchanged > 0 ? t.nothingToImport : t.noRows}
              </Text>
            )
          )}
        </Stack>
      )}
      {error && !stage && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={t.failed}
          role="alert"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error.message}</Text>
            {/* Once checked, the import button below sends the file again. */}
            {!answer && (
              <Button size="xs" variant="default" onClick={steps.retry}>
                {t.tryAgain}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t.close}
        </Button>
        {ready && (
          <Button onClick={steps.confirm} loading={writing}>
            {changes === 1 ? t.importOne : t.importMany({ count: format.number(changes) })}
          </Button>
        )}
      </Group>
    </Stack>
  )
}
