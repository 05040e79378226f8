import { SimpleGrid } from '@mantine/core'
import { IconCalendarDue } from '@tabler/icons-react'
import type { Overview } from '../../../interface'
import { ENDING_WINDOWS } from '../../../interface/overview-values'
import { StatCard } from '../../../lib/ui/StatCard'
import { endingWithinFilter } from '../links'
import { FigureLink } from './FigureLink'
import { useMessages } from '../../../lib/i18n'
import { overviewMessages } from '../messages'

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
  const t = useMessages(overviewMessages)
  const label = t.endingWithin({ days })
  return (
    <StatCard
      label={label}
      hint={days === 30 ? t.actNow : t.fromToday({ days })}
      icon={IconCalendarDue}
      color={days === 30 ? 'orange' : 'blue'}
      value={value}
      render={(n) => (
        <FigureLink
          value={n}
          size="30px"
          fw={700}
          label={t.endingWithinContracts({ days })}
          target={linked ? { to: '/contracts', search: endingWithinFilter(days) } : undefined}
        />
      )}
    />
  )
}
