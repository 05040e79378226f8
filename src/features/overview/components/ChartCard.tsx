import { Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useId, useState, type ReactNode } from 'react'
import { useMessages } from '../../../lib/i18n'
import { overviewMessages } from '../messages'
import { SegmentedChoice } from '../../../lib/ui/SegmentedChoice'

type Props = {
  title: string
  description: string
  /** The figures drawn, as text a screen reader reads and links a keyboard reaches. */
  chart: ReactNode
  /** The same figures as a table, each a link where the list can show it. */
  table: ReactNode
}

/** A chart and its table alternative, one at a time: the person chooses which. */
export function ChartCard({ title, description, chart, table }: Props) {
  const t = useMessages(overviewMessages)
  const [view, setView] = useState<'chart' | 'table'>('chart')
  const headingId = useId()
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz="h4" id={headingId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
          <SegmentedChoice
            size="xs"
            aria-label={t.showAs({ title: title.toLowerCase() })}
            value={view}
            onChange={setView}
            data={[
              { value: 'chart', label: t.chart },
              { value: 'table', label: t.table },
            ]}
          />
        </Group>
        {view === 'chart' ? chart : table}
      </Stack>
    </Paper>
  )
}
