import { BarsList } from '@mantine/charts'
import { TargetLink } from './FigureLink'
import { useFormat } from '../../../lib/format'
import type { FigureRow } from './FigureTable'
import { useMessages } from '../../../lib/i18n'
import { overviewMessages } from '../messages'

type Props = {
  rows: FigureRow[]
  /** Which of a row's cells the bars draw. */
  cell?: number
  /** A theme colour per row label, or one for every bar. */
  color: string | ((label: string) => string)
  barsLabel?: string
  valueLabel?: string
}

/**
 * Figures as bars, longest for the largest, the number beside each: plain text, so a screen reader
 * reads it as it is; a bar whose figure opens a list is that link.
 */
export function FigureBars({ rows, cell = 0, color, barsLabel, valueLabel }: Props) {
  const t = useMessages(overviewMessages)
  const format = useFormat()
  const byName = new Map(rows.map((row) => [row.label, row.cells[cell]!]))
  return (
    <BarsList
      barHeight={26}
      barGap={6}
      barsLabel={barsLabel}
      valueLabel={valueLabel}
      // A space before the figure, unseen where its line begins: the bar's text then reads
      // "Ongoing 25", not "Ongoing25", to whatever joins it as written (find in page, axe's
      // check that a link's name holds its text, WCAG 2.5.3).
      valueFormatter={(value) => ` ${format.number(value)}`}
      // The tinted bars carry body text: the theme's own light-variant text is too faint on them.
      barTextColor="var(--mantine-color-text)"
      // A short bar's name runs on past its end rather than breaking into lines.
      styles={{ barLabel: { whiteSpace: 'nowrap', overflow: 'visible' } }}
      data={rows.map((row) => ({
        name: row.label,
        value: row.cells[cell]!.value,
        color: typeof color === 'string' ? color : color(row.label),
      }))}
      renderBar={(bar, defaultBar) => {
        const figure = byName.get(bar.name)
        return figure?.target ? (
          <TargetLink
            target={figure.target}
            label={t.barShowThem({
              name: bar.name,
              figure: format.number(bar.value),
              what: figure.label,
            })}
            display="block"
          >
            {defaultBar}
          </TargetLink>
        ) : (
          defaultBar
        )
      }}
    />
  )
}
