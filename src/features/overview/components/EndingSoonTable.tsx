import { Anchor, Paper, Table, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { ContractRecord } from '../../../interface'
import { formatDate } from '../../../lib/format'
import { ContractStatusBadge } from '../../contracts/components/ContractStatusBadge'
import { todayUtc } from '../links'

/** "today", "tomorrow", "in 12 days": how soon a contract ends. */
function untilEnd(end: string, today: string) {
  const days = Math.round((Date.parse(end) - Date.parse(today)) / 86_400_000)
  return days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`
}

type Props = { contracts: ContractRecord[]; linked: boolean }

/** The soonest-ending contracts, each a link to its editor for those who may open it. */
export function EndingSoonTable({ contracts, linked }: Props) {
  const headingId = useId()
  const today = todayUtc()
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="h4" id={headingId}>
        Ending soon
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        The contracts that end next, soonest first.
      </Text>
      {contracts.length === 0 ? (
        <Text size="sm" c="dimmed">
          No contract ends from today on.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing={6} fz="sm" aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Contract</Table.Th>
                <Table.Th scope="col">Consultant</Table.Th>
                <Table.Th scope="col">Client</Table.Th>
                <Table.Th scope="col">Vendor</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Ends</Table.Th>
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
                    {formatDate(contract.contract_end!)}{' '}
                    <Text span size="xs" c="dimmed">
                      ({untilEnd(contract.contract_end!, today)})
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  )
}
