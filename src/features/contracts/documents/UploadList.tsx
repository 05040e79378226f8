import { CloseButton, Group, Paper, Progress, Stack, Text } from '@mantine/core'
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react'
import { ATTACHMENT_MOST_BYTES } from '../../../interface'
import { ApiError } from '../../../lib/api'
import { type Formats, useFormat } from '../../../lib/format'
import { useMessages } from '../../../lib/i18n'
import { translateSentence } from '../../../lib/i18n/validation'
import { fileSize, megabytes } from '../components/file-size'
import { type ContractDocumentMessages, contractDocumentMessages } from './messages'
import type { UploadRow } from './useDocumentUploads'

type Props = { rows: readonly UploadRow[]; onDismiss: (key: number) => void }

const FIELDS = ['file', 'kind', 'expires_on'] as const

/** Why a file was not uploaded, in the person's language. */
function problemOf(row: UploadRow, t: ContractDocumentMessages, format: Formats): string {
  const tooLarge = t.tooLarge({ size: format.number(megabytes(ATTACHMENT_MOST_BYTES)) })
  const { error } = row
  if (row.tooLarge || (error instanceof ApiError && error.status === 413)) return tooLarge
  if (!(error instanceof ApiError)) return error?.message ?? ''
  if (error.status === 404) return t.contractGone
  // A 422 names the field: the form's own word for it, and the server's sentence translated.
  const fields = Object.entries(error.errors).map(([field, messages]) => {
    const label = (FIELDS as readonly string[]).includes(field)
      ? t[`field_${field as (typeof FIELDS)[number]}`]
      : field
    return `${label}: ${messages.map(translateSentence).join(' ')}`
  })
  return fields.length > 0 ? fields.join(' ') : error.message
}

/** The files chosen, each with its own progress and how it went. */
export function UploadList({ rows, onDismiss }: Props) {
  const t = useMessages(contractDocumentMessages)
  const format = useFormat()
  if (rows.length === 0) return null
  return (
    <Stack component="ul" gap="xs" m={0} p={0} aria-label={t.uploads} style={{ listStyle: 'none' }}>
      {rows.map((row) => {
        const percent = row.total === 0 ? 100 : Math.floor((row.sent / row.total) * 100)
        return (
          <Paper component="li" key={row.key} withBorder radius="md" p="xs">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600} truncate="end">
                {row.name}
              </Text>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {fileSize(row.total, t, format)}
                </Text>
                {row.state === 'failed' && (
                  <CloseButton
                    size="sm"
                    aria-label={t.dismiss({ name: row.name })}
                    onClick={() => onDismiss(row.key)}
                  />
                )}
              </Group>
            </Group>
            {row.state === 'sending' && (
              <Stack gap={4} mt={6}>
                <Progress
                  value={percent}
                  animated={percent >= 100}
                  aria-label={t.progress({ name: row.name })}
                />
                <Text size="xs" c="dimmed">
                  {t.sending({ percent })}
                </Text>
              </Stack>
            )}
            {row.state === 'uploaded' && (
              <Group gap={4} mt={6} role="status">
                {/* Teal text would not keep 4.5:1 on the page; the icon alone is coloured. */}
                <IconCircleCheck size={16} color="var(--mantine-color-teal-filled)" aria-hidden />
                <Text size="sm">{t.uploaded}</Text>
              </Group>
            )}
            {row.state === 'failed' && (
              <Group gap={4} mt={6} c="red" wrap="nowrap" align="flex-start" role="alert">
                <IconAlertCircle size={16} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm">{problemOf(row, t, format)}</Text>
              </Group>
            )}
          </Paper>
        )
      })}
    </Stack>
  )
}
