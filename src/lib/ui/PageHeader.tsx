import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

type Props = {
  title: string
  description?: ReactNode
  parent?: { label: string; to: '/users' | '/profile' }
}

export function PageHeader({ title, description, parent }: Props) {
  return (
    <Stack gap={4}>
      {parent && (
        <Breadcrumbs>
          <Anchor renderRoot={(props) => <Link {...props} to={parent.to} />} size="sm">
            {parent.label}
          </Anchor>
          <Text size="sm" c="dimmed">
            {title}
          </Text>
        </Breadcrumbs>
      )}
      <Title order={1} fz="h2">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      )}
    </Stack>
  )
}
