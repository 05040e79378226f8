import { ActionIcon, Anchor, Group, Table, Text, Tooltip } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { ContractRecord } from '../../../interface'
import { formatDate } from '../../../lib/format'
import { formatAllocation, formatPrice } from '../labels'
import { ContractStatusBadge } from './ContractStatusBadge'

type Props = {
  contract: ContractRecord
  active: boolean
  onFocus: () => void
  onTerminate: (contract: ContractRecord) => void
}

export function ContractRow({ contract, active, onFocus, onTerminate }: Props) {
  const editLink = {
    to: '/contracts/$contractId/edit',
    params: { contractId: contract.id },
  } as const
  return (
    <Table.Tr
      data-row-active={active || undefined}
      bg={active ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Table.Td>
        <Anchor
          renderRoot={(props) => <Link {...props} {...editLink} />}
          data-row-link
          fw={600}
          size="sm"
          style={{ whiteSpace: 'nowrap' }}
          onFocus={onFocus}
        >
          {contract.the_contract_id}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{contract.client_company.name}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{contract.vendor_company.name}</Text>
      </Table.Td>
      <Table.Td>
        {contract.consultant ? (
          <>
            <Text size="sm">{contract.consultant.name}</Text>
            {contract.consultant.title && (
              <Text size="xs" c="dimmed">
                {contract.consultant.title}
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            None
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <ContractStatusBadge status={contract.status} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(contract.contract_start)} –
        </Text>
        <Text
          size="sm"
          c={contract.contract_end ? undefined : 'dimmed'}
          style={{ whiteSpace: 'nowrap' }}
        >
          {contract.is_infinite || !contract.contract_end
            ? 'open-ended'
            : formatDate(contract.contract_end)}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm">{formatAllocation(contract.allocation)}</Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm">{formatPrice(contract.client_price)}</Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm">{formatPrice(contract.vendor_price)}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon
              renderRoot={(props) => <Link {...props} {...editLink} />}
              variant="subtle"
              color="gray"
              aria-label={`Edit ${contract.the_contract_id}`}
              tabIndex={-1}
            >
              <IconPencil size={18} stroke={1.6} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Terminate">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Terminate ${contract.the_contract_id}`}
              onClick={() => onTerminate(contract)}
            >
              <IconTrash size={18} stroke={1.6} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  )
}
