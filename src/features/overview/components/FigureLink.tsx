import { Anchor, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ContractListSearch } from '../../contracts'
import type { InquiryListSearch } from '../../inquiries'
import { useMessages } from '../../../lib/i18n'
import { overviewMessages } from '../messages'
import { useFormat } from '../../../lib/format'

/** Where a figure leads: the list filtered to exactly what it counts. */
export type FigureTarget =
  | { to: '/contracts'; search: Partial<ContractListSearch> }
  | { to: '/inquiries'; search: Partial<InquiryListSearch> }

type Props = {
  value: number
  target?: FigureTarget | undefined
  /** What the figure counts, for a screen reader: "contracts ending within 30 days". */
  label: string
  size?: string
  fw?: number
}

/** A count, as a link to the list it counts when the person may open that list. */
export function FigureLink({ value, target, label, size = 'sm', fw = 600 }: Props) {
  const t = useMessages(overviewMessages)
  const text = useFormat().number(value)
  if (!target)
    return (
      <Text span size={size} fw={fw}>
        {text}
      </Text>
    )
  return (
    <TargetLink
      target={target}
      label={t.showThem({ figure: text, what: label })}
      size={size}
      fw={fw}
    >
      {text}
    </TargetLink>
  )
}

type TargetLinkProps = {
  target: FigureTarget
  label: string
  children: ReactNode
  size?: string
  fw?: number
  display?: 'block'
}

/** A link to the list a figure counts, around whatever shows the figure (a number, a bar). */
export function TargetLink({ target, label, children, ...style }: TargetLinkProps) {
  const common = { ...style, 'aria-label': label }
  return target.to === '/contracts' ? (
    <Anchor
      {...common}
      renderRoot={(props) => <Link {...props} to="/contracts" search={target.search} />}
    >
      {children}
    </Anchor>
  ) : (
    <Anchor
      {...common}
      renderRoot={(props) => <Link {...props} to="/inquiries" search={target.search} />}
    >
      {children}
    </Anchor>
  )
}
