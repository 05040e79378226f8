import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core'
import type { Icon } from '@tabler/icons-react'
import { type ReactNode, useId } from 'react'

type Props = {
  label: string
  hint: string
  icon: Icon
  /** A theme colour for the icon. */
  color?: string
  /** The figure; a skeleton while it is undefined. */
  value: number | undefined
  /** How the figure shows (a link to what it counts, say); as plain large text otherwise. */
  render?: (value: number) => ReactNode
}

/** One figure in a card, named by its label (a group a screen reader announces by name). */
export function StatCard({ label, hint, icon: CardIcon, color, value, render }: Props) {
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
          ) : render ? (
            render(value)
          ) : (
            <Text fz={30} fw={700} lh={1.2} mt={4}>
              {value}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </div>
        <ThemeIcon variant="light" size="lg" radius="md" color={color}>
          <CardIcon size={20} stroke={1.6} aria-hidden />
        </ThemeIcon>
      </Group>
    </Paper>
  )
}
