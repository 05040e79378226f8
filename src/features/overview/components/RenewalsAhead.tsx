import { SimpleGrid, Skeleton, Text } from '@mantine/core'
import { useId } from 'react'
import type { Overview } from '../../../interface'
import { NOTICE_WINDOWS, RENEWAL_HORIZON_DAYS, RENEWALS } from '../../../interface/contract-values'
import { useMessages } from '../../../lib/i18n'
import { noticeWithinFilter, renewalFilter } from '../links'
import { overviewMessages } from '../messages'
import { FigureLink, type FigureTarget } from './FigureLink'
import { OverviewSection } from './OverviewSection'

type Props = {
  /** The overview's contract figures; skeletons until they are read. */
  contracts: Overview['contracts'] | undefined
  /** Whether each figure opens the contracts list (admins alone have it). */
  linked: boolean
}

/** The decisions due: renewals of the contracts ending soon, and notice deadlines drawing near. */
export function RenewalsAhead({ contracts, linked }: Props) {
  const t = useMessages(overviewMessages)
  const days = RENEWAL_HORIZON_DAYS
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <OverviewSection
        title={t.renewalsAhead({ days })}
        description={t.renewalsAheadDescription({ days })}
      >
        {() => (
          <SimpleGrid cols={3}>
            {RENEWALS.map((renewal) => (
              <Figure
                key={renewal}
                label={t[`renewal_${renewal}`]}
                value={contracts?.renewals[renewal]}
                what={t[`renewalContracts_${renewal}`]({ days })}
                target={linked ? { to: '/contracts', search: renewalFilter(renewal) } : undefined}
              />
            ))}
          </SimpleGrid>
        )}
      </OverviewSection>
      <OverviewSection title={t.noticeDeadlines} description={t.noticeDeadlinesDescription}>
        {() => (
          <SimpleGrid cols={2}>
            {NOTICE_WINDOWS.map((window) => (
              <Figure
                key={window}
                label={t.noticeWithin({ days: Number(window) })}
                value={contracts?.notice_deadlines_within[window]}
                what={t.noticeWithinContracts({ days: Number(window) })}
                target={
                  linked
                    ? { to: '/contracts', search: noticeWithinFilter(Number(window)) }
                    : undefined
                }
              />
            ))}
          </SimpleGrid>
        )}
      </OverviewSection>
    </SimpleGrid>
  )
}

type FigureProps = {
  label: string
  value: number | undefined
  /** What the figure counts, for a screen reader. */
  what: string
  target: FigureTarget | undefined
}

/** One figure under its name: a group a screen reader announces by that name. */
function Figure({ label, value, what, target }: FigureProps) {
  const labelId = useId()
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} id={labelId}>
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={30} width={48} mt={6} />
      ) : (
        <FigureLink value={value} size="26px" fw={700} label={what} target={target} />
      )}
    </div>
  )
}
