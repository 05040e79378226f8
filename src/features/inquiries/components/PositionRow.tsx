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
import { formatDateTime } from '../../../lib/format'
import { SafeHtml } from '../../../lib/ui/SafeHtml'
import { EXPERIENCE_LEVEL_LABELS, POSITION_TYPE_LABELS, REMOTE_LABELS } from '../labels'
import { StatusBadge } from './StatusBadges'

type Props = { position: PositionRecord; columns: number; onCancel: () => void }

const dash = (
  <Text span c="dimmed">
    —
  </Text>
)

export function PositionRow({ position, columns, onCancel }: Props) {
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
                aria-label={`${expanded ? 'Hide' : 'Show'} details of ${position.title}`}
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
        <Table.Td fz="sm">{POSITION_TYPE_LABELS[position.type]}</Table.Td>
        <Table.Td fz="sm">
          {position.experience_level ? EXPERIENCE_LEVEL_LABELS[position.experience_level] : dash}
        </Table.Td>
        <Table.Td fz="sm">
          {position.is_remote_work ? REMOTE_LABELS[position.is_remote_work] : dash}
        </Table.Td>
        <Table.Td fz="sm">
          {position.budget ? (
            <NumberFormatter value={position.budget} thousandSeparator=" " />
          ) : (
            dash
          )}
        </Table.Td>
        <Table.Td fz="sm">{position.allocation ? `${position.allocation} %` : dash}</Table.Td>
        <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {position.job_start ? formatDateTime(position.job_start) : dash}
        </Table.Td>
        <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {position.job_end ? formatDateTime(position.job_end) : dash}
        </Table.Td>
        <Table.Td>
          {position.stage === 'pending' && (
            <Tooltip label="Cancel position">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Cancel position ${position.title}`}
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
  return (
    <Stack gap="xs" py="xs" pl={28}>
      {position.order_need_reqs.length > 0 && (
        <Group gap={6}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Requirements
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
              {requirement.mandatory ? ' · mandatory' : ''}
            </Badge>
          ))}
        </Group>
      )}
      {position.language_reqs && (
        <Text size="sm">
          <Text span c="dimmed" size="xs" fw={600} tt="uppercase">
            Languages{' '}
          </Text>
          {position.language_reqs}
        </Text>
      )}
      {position.description && <SafeHtml html={position.description} fz="sm" />}
    </Stack>
  )
}
