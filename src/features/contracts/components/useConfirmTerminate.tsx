import { Stack, Text } from '@mantine/core'
import type { ContractRecord } from '../../../interface'
import { useQueryClient } from '@tanstack/react-query'
import { confirmConditional, type ConditionalWrite } from '../../../lib/ui/confirm'
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
  const queryClient = useQueryClient()
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

  /**
   * `etag`: the version the person is looking at (the editor's). From a list row, the contract is
   * read as the question opens, so a change made while the person decides is caught (412).
   */
  return async (contract: Terminable, etag?: string) => {
    if (etag !== undefined) return confirmConditional(contract, etag, write)
    const read = await queryClient
      .fetchQuery(contractQueries.detail(contract.id))
      .catch(() => undefined)
    confirmConditional(read?.record ?? contract, read?.etag ?? '', write)
  }
}
