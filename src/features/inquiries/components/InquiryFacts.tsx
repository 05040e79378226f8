import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { InquiryDetail } from '../../../interface'
import { useFormat } from '../../../lib/format'
import { SafeHtml } from '../../../lib/ui/SafeHtml'
import { useMessages } from '../../../lib/i18n'
import { inquiryMessages } from '../messages'

/** Who and what the inquiry is about, with its description rendered safely. */
export function InquiryFacts({ inquiry }: { inquiry: InquiryDetail }) {
  const t = useMessages(inquiryMessages)
  const format = useFormat()
  const facts = [
    { label: t.industry, value: inquiry.industry.name },
    { label: t.mainContact, value: inquiry.main_contact || '—' },
    { label: t.company, value: inquiry.company.name },
    { label: t.created, value: format.dateTime(inquiry.created_at) },
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
        <section aria-label={t.description}>
          <Title order={2} fz="md" mb="xs">
            {t.description}
          </Title>
          {inquiry.description ? (
            <SafeHtml html={inquiry.description} fz="sm" />
          ) : (
            <Text size="sm" c="dimmed">
              {t.noDescription}
            </Text>
          )}
        </section>
      </Stack>
    </Paper>
  )
}
