import { Badge, Group, Text } from '@mantine/core'
import { DOCUMENT_EXPIRY_NOTICE_DAYS } from '../../../interface'
import { addDays, todayUtc } from '../../../lib/days'
import { useFormat } from '../../../lib/format'
import { useMessages } from '../../../lib/i18n'
import { contractDocumentMessages } from './messages'

/**
 * A document's expiry date, marked (in words too, not by colour alone) once it is as near as admins
 * are told of it, or past. Days are the server's (UTC), as its notice of them is.
 */
export function ExpiryCell({ day }: { day: string | null }) {
  const t = useMessages(contractDocumentMessages)
  const format = useFormat()
  if (!day) return '—'
  const today = todayUtc()
  const expired = day < today
  const soon = !expired && day <= addDays(today, DOCUMENT_EXPIRY_NOTICE_DAYS)
  return (
    <Group gap={6} wrap="nowrap">
      <Text component="time" size="sm" dateTime={day} fw={expired || soon ? 600 : undefined}>
        {format.date(day)}
      </Text>
      {/* Filled, with text as dark or light as its ground asks: light variants of orange and
          yellow keep no 4.5:1. */}
      {(expired || soon) && (
        <Badge variant="filled" color={expired ? 'red' : 'yellow'} autoContrast size="sm" tt="none">
          {expired ? t.expired : t.expiresSoon}
        </Badge>
      )}
    </Group>
  )
}
