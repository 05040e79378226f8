import { Paper, Text, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'

type Props = {
  title: string
  description: string
  /** The section's content, given the heading's id to label a table with. */
  children: (headingId: string) => ReactNode
}

/** A titled section of the overview: a region named by its heading. */
export function OverviewSection({ title, description, children }: Props) {
  const headingId = useId()
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="h4" id={headingId}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {description}
      </Text>
      {children(headingId)}
    </Paper>
  )
}
