import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { InquiryDetail } from '../../../interface'
import { formatDateTime } from '../../../lib/format'
import { SafeHtml } from '../../../lib/ui/SafeHtml'

/** Who and what the inquiry is about, with its description rendered safely. */
export function InquiryFacts({ inquiry }: { inquiry: InquiryDetail }) {
  const facts = [
    { label: 'Industry', value: inquiry.industry.name },
    { label: 'Main contact', value: inquiry.main_contact || '—' },
    { label: 'Company', value: inquiry.company.name },
    { label: 'Created', value: formatDateTime(inquiry.created_at) },
  ]
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} component="dl" m={0}>
          {facts.map((fact) => (
            <div key={fact.label}>
              <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                {fact.label}
              </Text>
              <Text component="dd" size="sm" m={0} mt={2}>
                {fact.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <section aria-label="Description">
          <Title order={2} fz="md" mb="xs">
            Description
          </Title>
          {inquiry.description ? (
            <SafeHtml html={inquiry.description} fz="sm" />
          ) : (
            <Text size="sm" c="dimmed">
              No description.
            </Text>
          )}
        </section>
      </Stack>
    </Paper>
  )
}
