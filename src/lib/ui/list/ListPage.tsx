import { Group, Paper, Stack, Text, Title, type GroupProps } from '@mantine/core'
import type { ReactNode } from 'react'

type Props = {
  title: string
  subtitle: ReactNode
  /** Beside the title: saved views, table settings, the button to a new record. */
  actions?: ReactNode
  /** How wide the page grows. */
  maw?: number
  /** Between the title and the list, e.g. the list's counters. */
  above?: ReactNode
  /** The list's panel: its toolbar, filters, rows and pagination. */
  children: ReactNode
}

/** A list page: its title and actions, then the list in a bordered panel. */
export function ListPage({ title, subtitle, actions, maw = 1200, above, children }: Props) {
  const heading = (
    <>
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {subtitle}
      </Text>
    </>
  )
  return (
    <Stack gap="lg" maw={maw} mx="auto">
      {actions ? (
        <Group justify="space-between" align="flex-end">
          {/*
            Beside the actions while they fit, the subtitle wrapping before they go to a line of
            their own: a dense list keeps its rows higher up the screen. (In the page's column, that
            basis would be a height: a page without actions had 200 px of nothing under its title.)
          */}
          <div style={{ flex: '1 1 16rem', minWidth: 0 }}>{heading}</div>
          <Group gap="sm">{actions}</Group>
        </Group>
      ) : (
        <div>{heading}</div>
      )}
      {above}
      <Paper withBorder radius="md">
        {children}
      </Paper>
    </Stack>
  )
}

/** The row above a list's rows: its search box or filters, and the key hints. */
export function ListToolbar(props: GroupProps) {
  return <Group p="md" justify="space-between" {...props} />
}
