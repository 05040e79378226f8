import { Paper, SimpleGrid, Skeleton, Text, ThemeIcon, Group } from '@mantine/core'
import { IconCalendarDue } from '@tabler/icons-react'
import { useId } from 'react'
import type { Overview } from '../../../interface'
import { ENDING_WINDOWS } from '../../../interface/overview-values'
import { endingWithinFilter } from '../links'
import { FigureLink } from './FigureLink'

type Props = { endingWithin: Overview['contracts']['ending_within'] | undefined; linked: boolean }

/** Contracts ending within 30, 60 and 90 days: the renewals to act on. */
export function RenewalCards({ endingWithin, linked }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {ENDING_WINDOWS.map((days) => (
        <RenewalCard key={days} days={Number(days)} value={endingWithin?.[days]} linked={linked} />
      ))}
    </SimpleGrid>
  )
}

function RenewalCard({
  days,
  value,
  linked,
}: {
  days: number
  value: number | undefined
  linked: boolean
}) {
  const labelId = useId()
  const label = `Ending within ${days} days`
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
            <FigureLink
              value={value}
              size="30px"
              fw={700}
              label={`contracts ${label.toLowerCase()}`}
              target={linked ? { to: '/contracts', search: endingWithinFilter(days) } : undefined}
            />
          )}
          <Text size="xs" c="dimmed">
            {days === 30 ? 'The renewals to act on now' : `From today to ${days} days ahead`}
          </Text>
        </div>
        <ThemeIcon variant="light" size="lg" radius="md" color={days === 30 ? 'orange' : 'blue'}>
          <IconCalendarDue size={20} stroke={1.6} aria-hidden />
        </ThemeIcon>
      </Group>
    </Paper>
  )
}
