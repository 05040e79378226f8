import { SimpleGrid, Skeleton, Title } from '@mantine/core'
import { IconFileDescription, IconHourglass, IconSignature, type Icon } from '@tabler/icons-react'
import { useId } from 'react'
import type { InquiryList } from '../../../interface'
import { StatCard } from '../../../lib/ui/StatCard'

type Counters = Pick<
  InquiryList,
  'inquiries_total' | 'search_progress' | 'contracts_signed' | 'group_name'
>

const CARDS: {
  key: keyof Omit<Counters, 'group_name'>
  label: string
  hint: string
  icon: Icon
}[] = [
  {
    key: 'inquiries_total',
    label: 'Inquiries',
    hint: 'All your inquiries',
    icon: IconFileDescription,
  },
  {
    key: 'search_progress',
    label: 'Search in progress',
    hint: 'Still pending',
    icon: IconHourglass,
  },
  {
    key: 'contracts_signed',
    label: 'Contracts signed',
    hint: 'Ongoing or ended',
    icon: IconSignature,
  },
]

/** The counters at the top of the list; they ignore the search. */
export function InquiryStats({ counters }: { counters: Counters | undefined }) {
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
            label={card.label}
            hint={card.hint}
            icon={card.icon}
            value={counters?.[card.key]}
          />
        ))}
      </SimpleGrid>
    </section>
  )
}
