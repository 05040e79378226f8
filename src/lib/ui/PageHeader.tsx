import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

type Props = {
  title: string
  description?: ReactNode
  parent?: { label: string; to: '/users' | '/profile' | '/inquiries' | '/contracts' }
  /** Further breadcrumbs between the parent and this page, e.g. a link to one inquiry. */
  trail?: ReactNode[]
  /** Buttons or badges beside the title. */
  aside?: ReactNode
}

export function PageHeader({ title, description, parent, trail = [], aside }: Props) {
  return (
    <Stack gap={4}>
      {parent && (
        <Breadcrumbs>
          <Anchor renderRoot={(props) => <Link {...props} to={parent.to} />} size="sm">
            {parent.label}
          </Anchor>
          {trail}
          <Text size="sm" c="dimmed">
            {title}
          </Text>
        </Breadcrumbs>
      )}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} fz="h2">
          {title}
        </Title>
        {aside}
      </Group>
      {description && (
        <Text c="dimmed" size="sm" component="div">
          {description}
        </Text>
      )}
    </Stack>
  )
}
