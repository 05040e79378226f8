import { Progress, Stack, Text } from '@mantine/core'
import { useMessages } from '../../../lib/i18n'
import { contractImportMessages } from './messages'
import type { ImportStage } from './useContractImport'

/** How much of the file has gone; once all of it has, a moving bar while the server reads it. */
export function ImportProgress({ stage }: { stage: ImportStage }) {
  const t = useMessages(contractImportMessages)
  const sent = stage.total === 0 || stage.sent >= stage.total
  const percent = sent ? 100 : Math.floor((stage.sent / stage.total) * 100)
  return (
    <Stack gap={6}>
      <Text size="sm" role="status">
        {!sent ? t.sending({ percent }) : stage.dryRun ? t.checking : t.writing}
      </Text>
      <Progress value={percent} animated={sent} aria-label={t.progress} />
    </Stack>
  )
}
