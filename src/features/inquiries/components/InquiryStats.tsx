import { SimpleGrid, Skeleton, Title } from '@mantine/core'
import { IconFileDescription, IconHourglass, IconSignature, type Icon } from '@tabler/icons-react'
import { useId } from 'react'
import type { InquiryList } from '../../../interface'
import { StatCard } from '../../../lib/ui/StatCard'
import { useMessages } from '../../../lib/i18n'
import { inquiryMessages } from '../messages'
import type { MessageKey } from '../../../lib/i18n'

type InquiryMessageKey = MessageKey<typeof inquiryMessages>

type Counters = Pick<
  InquiryList,
  'inquiries_total' | 'search_progress' | 'contracts_signed' | 'group_name'
>

const CARDS: {
  key: keyof Omit<Counters, 'group_name'>
  label: InquiryMessageKey
  hint: InquiryMessageKey
  icon: Icon
}[] = [
  {
    key: 'inquiries_total',
    label: 'statInquiries',
    hint: 'statInquiriesHint',
    icon: IconFileDescription,
  },
  {
    key: 'search_progress',
    label: 'statInProgress',
    hint: 'statInProgressHint',
    icon: IconHourglass,
  },
  {
    key: 'contracts_signed',
    label: 'statSigned',
    hint: 'statSignedHint',
    icon: IconSignature,
  },
]

/** The counters at the top of the list; they ignore the search. */
export function InquiryStats({ counters }: { counters: Counters | undefined }) {
  const t = useMessages(inquiryMessages)
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} fz="h4" mb="sm" id={headingId}>
        {counters ? counters.group_name : <Skeleton height={22} width={180} component="span" />}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {CARDS.map((card) => (
          <StatCard
            key={card.key}
            label={t[card.label]}
            hint={t[card.hint]}
            icon={card.icon}
            value={counters?.[card.key]}
          />
        ))}
      </SimpleGrid>
    </section>
  )
}
