import { Grid, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

type Props = { title: string; description: string; children: ReactNode }

export function FormSection({ title, description, children }: Props) {
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Title order={2} fz="md">
          {title}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {description}
        </Text>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">{children}</Stack>
      </Grid.Col>
    </Grid>
  )
}
