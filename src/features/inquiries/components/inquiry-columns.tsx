import { Anchor, Badge, Group, Text } from '@mantine/core'
import { linkOptions } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { InquirySummary } from '../../../interface'
import type { TABLE_COLUMNS } from '../../../interface/resources'
import type { Formats } from '../../../lib/format'
import type { MessageKey } from '../../../lib/i18n'
import type { InquiryMessages, inquiryMessages } from '../messages'
import { StatusBadge } from './StatusBadges'
import { RowLink } from '../../../lib/ui/list/RowLink'

/** A column the person may show, hide or move (table settings): its key in their preferences. */
export type InquiryColumn = (typeof TABLE_COLUMNS.inquiries)[number]

/** The column holding the row's link, which the keyboard and the row's click need: always shown. */
export const INQUIRY_LINK_COLUMN = 'title' satisfies InquiryColumn

export const INQUIRY_HEADERS: Record<InquiryColumn, MessageKey<typeof inquiryMessages>> = {
  title: 'columnTitle',
  industry: 'columnIndustry',
  status: 'columnStatus',
  positions: 'columnPositions',
  created_at: 'columnCreated',
  main_contact: 'mainContact',
  company: 'company',
}

/** Each column's name, for the table settings. */
export const inquiryColumnLabels = (t: InquiryMessages): Record<string, string> =>
  Object.fromEntries(Object.entries(INQUIRY_HEADERS).map(([key, label]) => [key, t[label]]))

const SHOWN_POSITIONS = 3

type Cell = {
  t: InquiryMessages
  format: Formats
  index: number
  onActivate: (index: number) => void
}

/** What each column shows of one inquiry (inside its `<td>`). */
export const INQUIRY_CELLS: Record<
  InquiryColumn,
  (inquiry: InquirySummary, cell: Cell) => ReactNode
> = {
  title: (inquiry, { index, onActivate }) => (
    <>
      <Anchor
        renderRoot={(props) => (
          <RowLink
            {...props}
            link={linkOptions({ to: '/inquiries/$orderId', params: { orderId: inquiry.id } })}
          />
        )}
        data-row-link
        fw={600}
        size="sm"
        onFocus={() => onActivate(index)}
      >
        {inquiry.title}
      </Anchor>
      <Text size="xs" c="dimmed">
        #{inquiry.id}
        {inquiry.main_contact ? ` · ${inquiry.main_contact}` : ''}
      </Text>
    </>
  ),
  industry: (inquiry) => <Text size="sm">{inquiry.industry.name}</Text>,
  status: (inquiry) => <StatusBadge status={inquiry.status} />,
  positions: (inquiry, { t }) => {
    const hidden = inquiry.positions.length - SHOWN_POSITIONS
    return inquiry.positions.length === 0 ? (
      <Text size="sm" c="dimmed">
        {t.none}
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
            {t.more({ count: hidden })}
          </Text>
        )}
      </Group>
    )
  },
  created_at: (inquiry, { format }) => (
    <Text size="sm" c="dimmed">
      {format.date(inquiry.created_at)}
    </Text>
  ),
  main_contact: (inquiry, { t }) =>
    inquiry.main_contact ? (
      <Text size="sm">{inquiry.main_contact}</Text>
    ) : (
      <Text size="sm" c="dimmed">
        {t.none}
      </Text>
    ),
  company: (inquiry) => <Text size="sm">{inquiry.company.name}</Text>,
}
