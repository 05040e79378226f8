import {
  ActionIcon,
  Badge,
  Group,
  NumberFormatter,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core'
import { IconBan, IconChevronDown, IconChevronRight } from '@tabler/icons-react'
import { useState } from 'react'
import type { PositionRecord } from '../../../interface'
import { formatMessages, useFormat } from '../../../lib/format'
import { SafeHtml } from '../../../lib/ui/SafeHtml'
import { inquiryLabels } from '../labels'
import { StatusBadge } from './StatusBadges'
import { useMessages } from '../../../lib/i18n'
import { inquiryMessages } from '../messages'

type Props = { position: PositionRecord; columns: number; onCancel: () => void }

const dash = (
  <Text span c="dimmed">
    —
  </Text>
)

export function PositionRow({ position, columns, onCancel }: Props) {
  const t = useMessages(inquiryMessages)
  const format = useFormat()
  const separators = useMessages(formatMessages)
  const labels = inquiryLabels(t)
  const [expanded, setExpanded] = useState(false)
  const hasDetails =
    !!position.description || !!position.language_reqs || position.order_need_reqs.length > 0
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <Group gap={4} wrap="nowrap">
            {hasDetails && (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-expanded={expanded}
                aria-label={(expanded ? t.hideDetails : t.showDetails)({ title: position.title })}
                onClick={() => setExpanded(!expanded)}
              >
                {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
              </ActionIcon>
            )}
            <Text size="sm" fw={600}>
              {position.title}
            </Text>
          </Group>
        </Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          <StatusBadge status={position.stage} />
        </Table.Td>
        <Table.Td fz="sm">{labels.positionType[position.type]}</Table.Td>
        <Table.Td fz="sm">
          {position.experience_level ? labels.experienceLevel[position.experience_level] : dash}
        </Table.Td>
        <Table.Td fz="sm">
          {position.is_remote_work ? labels.remote[position.is_remote_work] : dash}
        </Table.Td>
        <Table.Td fz="sm">
          {position.budget ? (
            <NumberFormatter
              value={position.budget}
              thousandSeparator={separators.thousandSeparator}
              decimalSeparator={separators.decimalSeparator}
            />
          ) : (
            dash
          )}
        </Table.Td>
        <Table.Td fz="sm">{position.allocation ? `${position.allocation} %` : dash}</Table.Td>
        <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {position.job_start ? format.dateTime(position.job_start) : dash}
        </Table.Td>
        <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {position.job_end ? format.dateTime(position.job_end) : dash}
        </Table.Td>
        <Table.Td>
          {position.stage === 'pending' && (
            <Tooltip label={t.cancelPosition}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t.cancelPositionOf({ title: position.title })}
                onClick={onCancel}
              >
                <IconBan size={18} stroke={1.6} />
              </ActionIcon>
            </Tooltip>
          )}
        </Table.Td>
      </Table.Tr>
      {expanded && (
        <Table.Tr>
          <Table.Td colSpan={columns} bg="var(--mantine-color-default-hover)">
            <PositionExtras position={position} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  )
}

function PositionExtras({ position }: { position: PositionRecord }) {
  const t = useMessages(inquiryMessages)
  return (
    <Stack gap="xs" py="xs" pl={28}>
      {position.order_need_reqs.length > 0 && (
        <Group gap={6}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t.requirements}
          </Text>
          {position.order_need_reqs.map((requirement, index) => (
            <Badge
              key={`${requirement.name}-${index}`}
              variant={requirement.mandatory ? 'filled' : 'outline'}
              tt="none"
              fw={500}
            >
              {requirement.name}
              {requirement.level ? ` · ${requirement.level}` : ''}
              {requirement.mandatory ? ` · ${t.mandatory}` : ''}
            </Badge>
          ))}
        </Group>
      )}
      {position.language_reqs && (
        <Text size="sm">
          <Text span c="dimmed" size="xs" fw={600} tt="uppercase">
            {t.languages}{' '}
          </Text>
          {position.language_reqs}
        </Text>
      )}
      {position.description && <SafeHtml html={position.description} fz="sm" />}
    </Stack>
  )
}
