import { Stack, Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import type { ContractRecord } from '../../../interface'
import { useTerminateContract } from '../api'

type Terminable = Pick<
  ContractRecord,
  'id' | 'the_contract_id' | 'client_company' | 'vendor_company'
>

/** Asks before terminating (a soft delete), naming the contract, then reports how it went. */
export function useConfirmTerminate(onTerminated?: () => void) {
  const terminate = useTerminateContract()

  return (contract: Terminable) =>
    modals.openConfirmModal({
      title: `Terminate ${contract.the_contract_id}?`,
      centered: true,
      children: (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {contract.the_contract_id}: {contract.client_company.name} →{' '}
            {contract.vendor_company.name}
          </Text>
          <Text size="sm">
            The contract disappears from the list and can no longer be edited. Its id stays
            reserved. This cannot be undone here.
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Terminate contract', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        terminate.mutate(contract.id, {
          onSuccess: () => {
            notifications.show({
              color: 'green',
              message: `${contract.the_contract_id} was terminated.`,
            })
            onTerminated?.()
          },
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: 'Could not terminate',
              message: error.message,
            }),
        }),
    })
}
