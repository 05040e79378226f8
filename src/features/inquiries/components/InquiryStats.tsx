import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon, Title } from '@mantine/core'
import { IconFileDescription, IconHourglass, IconSignature, type Icon } from '@tabler/icons-react'
import { useId } from 'react'
import type { InquiryList } from '../../../interface'

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

type CardProps = { label: string; hint: string; icon: Icon; value: number | undefined }

function StatCard({ label, hint, icon: CardIcon, value }: CardProps) {
  const labelId = useId()
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={labelId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} id={labelId}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton height={30} width={48} mt={6} />
          ) : (
            <Text fz={30} fw={700} lh={1.2} mt={4}>
              {value}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </div>
        <ThemeIcon variant="light" size="lg" radius="md">
          <CardIcon size={20} stroke={1.6} aria-hidden />
        </ThemeIcon>
      </Group>
    </Paper>
  )
}
