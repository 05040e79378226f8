import { Anchor, Badge, Group, Table, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { InquirySummary } from '../../../interface'
import { formatDate } from '../../../lib/format'
import { StatusBadge } from './StatusBadges'

const SHOWN_POSITIONS = 3

type Props = { inquiry: InquirySummary; active: boolean; onFocus: () => void }

export function InquiryRow({ inquiry, active, onFocus }: Props) {
  const hidden = inquiry.positions.length - SHOWN_POSITIONS
  return (
    <Table.Tr
      data-row-active={active || undefined}
      bg={active ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Table.Td>
        <Anchor
          renderRoot={(props) => (
            <Link {...props} to="/inquiries/$orderId" params={{ orderId: inquiry.id }} />
          )}
          data-row-link
          fw={600}
          size="sm"
          onFocus={onFocus}
        >
          {inquiry.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          #{inquiry.id}
          {inquiry.main_contact ? ` · ${inquiry.main_contact}` : ''}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{inquiry.industry.name}</Text>
      </Table.Td>
      <Table.Td>
        <StatusBadge status={inquiry.status} />
      </Table.Td>
      <Table.Td>
        {inquiry.positions.length === 0 ? (
          <Text size="sm" c="dimmed">
            None
          </Text>
        ) : (
          <Group gap={4}>
            {inquiry.positions.slice(0, SHOWN_POSITIONS).map((position) => (
              <Badge key={position.id} variant="outline" color="gray" tt="none" fw={500}>
                {position.title}
              </Badge>
            ))}
            {hidden > 0 && (
              <Text size="xs" c="dimmed">
                +{hidden} more
              </Text>
            )}
          </Group>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed">
          {formatDate(inquiry.created_at)}
        </Text>
      </Table.Td>
    </Table.Tr>
  )
}
