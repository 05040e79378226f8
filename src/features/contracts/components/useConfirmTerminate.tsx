import { Stack, Text } from '@mantine/core'
import type { ContractRecord } from '../../../interface'
import { type ConditionalWrite, useConfirm } from '../../../lib/ui/confirm'
import { contractQueries, useTerminateContract } from '../api'
import { useUndoTerminate } from './useUndoTerminate'
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'

type Terminable = Pick<
  ContractRecord,
  'id' | 'the_contract_id' | 'client_company' | 'vendor_company'
>

/**
 * Asks before terminating (a soft delete), naming the contract, then reports how it went, with an
 * Undo. Changed while the person decided (412), the question is asked again about the contract as
 * it is now.
 */
export function useConfirmTerminate(onTerminated?: () => void) {
  const t = useMessages(contractMessages)
  const terminate = useTerminateContract()
  const offerUndo = useUndoTerminate()
  const write: ConditionalWrite<Terminable, ContractRecord> = {
    question: (contract) => ({
      title: t.terminateTitle({ id: contract.the_contract_id }),
      children: (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {contract.the_contract_id}: {contract.client_company.name} →{' '}
            {contract.vendor_company.name}
          </Text>
          <Text size="sm">{t.terminateText}</Text>
        </Stack>
      ),
      confirm: t.terminateButton,
      cancel: t.keepIt,
    }),
    run: (contract, etag) => terminate.mutateAsync({ id: contract.id, etag }),
    done: (contract) => {
      offerUndo([contract.id], t.terminated({ id: contract.the_contract_id }))
      onTerminated?.()
    },
    failed: t.terminateFailed,
    // Asked again about the contract as it is now; an open editor keeps what was typed (its save
    // settles the change in the conflict dialog).
    changed: (current) => current.record,
  }

  return useConfirm(write, (contract, queryClient) =>
    queryClient.fetchQuery(contractQueries.detail(contract.id)),
  )
}
