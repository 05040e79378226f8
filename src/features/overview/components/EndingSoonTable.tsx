import { Anchor, Table, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ContractRecord } from '../../../interface'
import { useFormat } from '../../../lib/format'
import { ContractStatusBadge } from '../../contracts'
import { todayUtc } from '../../../lib/days'
import { useMessages } from '../../../lib/i18n'
import { OverviewSection } from './OverviewSection'
import { overviewMessages } from '../messages'

/** "today", "tomorrow", "in 12 days": how soon a contract ends. */
function untilEnd(end: string, today: string, t: ReturnType<typeof overviewMessages.get>) {
  const days = Math.round((Date.parse(end) - Date.parse(today)) / 86_400_000)
  return days === 0 ? t.today : days === 1 ? t.tomorrow : t.inDays({ days })
}

type Props = { contracts: ContractRecord[]; linked: boolean }

/** The soonest-ending contracts, each a link to its editor for those who may open it. */
export function EndingSoonTable({ contracts, linked }: Props) {
  const t = useMessages(overviewMessages)
  const format = useFormat()
  const today = todayUtc()
  return (
    <OverviewSection title={t.endingSoon} description={t.endingSoonDescription}>
      {(headingId) =>
        contracts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.noneEnding}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover verticalSpacing={6} fz="sm" aria-labelledby={headingId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t.contract}</Table.Th>
                  <Table.Th scope="col">{t.consultant}</Table.Th>
                  <Table.Th scope="col">{t.client}</Table.Th>
                  <Table.Th scope="col">{t.vendor}</Table.Th>
                  <Table.Th scope="col">{t.status}</Table.Th>
                  <Table.Th scope="col">{t.ends}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {contracts.map((contract) => (
                  <Table.Tr key={contract.id}>
                    <Table.Td>
                      {linked ? (
                        <Anchor
                          renderRoot={(props) => (
                            <Link
                              {...props}
                              to="/contracts/$contractId/edit"
                              params={{ contractId: contract.id }}
                            />
                          )}
                          fw={600}
                          size="sm"
                        >
                          {contract.the_contract_id}
                        </Anchor>
                      ) : (
                        <Text span fw={600} size="sm">
                          {contract.the_contract_id}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{contract.consultant?.name ?? '—'}</Table.Td>
                    <Table.Td>{contract.client_company.name}</Table.Td>
                    <Table.Td>{contract.vendor_company.name}</Table.Td>
                    <Table.Td>
                      <ContractStatusBadge status={contract.status} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {format.date(contract.contract_end!)}{' '}
                      <Text span size="xs" c="dimmed">
                        ({untilEnd(contract.contract_end!, today, t)})
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )
      }
    </OverviewSection>
  )
}
