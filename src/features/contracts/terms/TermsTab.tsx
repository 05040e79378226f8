import { Badge, Button, Table, Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { IconCoins, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { ContractRecord, ContractTerm } from '../../../interface'
import { ApiError } from '../../../lib/api'
import { useFormat } from '../../../lib/format'
import { useMessages } from '../../../lib/i18n'
import { translateSentence } from '../../../lib/i18n/validation'
import { RowsLoad } from '../../../lib/ui/RowsLoad'
import { contractQueries, useRemoveContractTerm } from '../api'
import { formatAllocation } from '../labels'
import { contractMessages } from '../messages'
import { contractTermMessages } from './messages'
import { termUntil } from './term-dates'

type Props = {
  contract: Pick<ContractRecord, 'id' | 'contract_end'>
  /** After a term is removed and the contract read again. */
  onChanged: () => void
}

/** Why a removal was refused, in the person's language: the sentences the server gave. */
const refusal = (error: Error) =>
  (error instanceof ApiError &&
    Object.values(error.errors).flat().map(translateSentence).join(' ')) ||
  error.message

/** Every term of the contract, oldest first: the one in effect marked, those to come removable. */
export function TermsTab({ contract, onChanged }: Props) {
  const t = useMessages(contractTermMessages)
  const c = useMessages(contractMessages)
  const format = useFormat()
  const terms = useQuery(contractQueries.terms(contract.id))
  const remove = useRemoveContractTerm(contract.id)

  const money = (value: number | null) => (value === null ? '—' : format.money(value))
  const askToRemove = (term: ContractTerm) => {
    const date = format.date(term.effective_from)
    modals.openConfirmModal({
      title: t.removeTitle({ date }),
      centered: true,
      children: <Text size="sm">{t.removeText}</Text>,
      labels: { confirm: t.remove, cancel: t.keepTerm },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(term.id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: t.termRemoved({ date }) })
            onChanged()
          },
          onError: (error) =>
            notifications.show({ color: 'red', title: t.removeFailed, message: refusal(error) }),
        }),
    })
  }

  return (
    <RowsLoad
      query={terms}
      rowsOf={(data) => data.terms}
      words={t}
      icon={<IconCoins aria-hidden />}
    >
      {(list) => (
        <Table.ScrollContainer minWidth={900}>
          <Table aria-label={t.table} verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.columnFrom}</Table.Th>
                <Table.Th>{t.columnUntil}</Table.Th>
                <Table.Th ta="right">{c.clientPrice}</Table.Th>
                <Table.Th ta="right">{c.vendorPrice}</Table.Th>
                <Table.Th ta="right">{c.allocation}</Table.Th>
                <Table.Th ta="right">{c.maxHours}</Table.Th>
                <Table.Th ta="right">{t.margin}</Table.Th>
                <Table.Th>{t.reason}</Table.Th>
                <Table.Th>{t.columnBy}</Table.Th>
                <Table.Th>{c.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((term, index) => {
                const until = termUntil(list, index, contract.contract_end)
                return (
                  <Table.Tr
                    key={term.id}
                    aria-current={term.in_effect || undefined}
                    bg={term.in_effect ? 'var(--mantine-primary-color-light)' : undefined}
                  >
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {format.date(term.effective_from)}
                      {term.in_effect && (
                        <>
                          {' '}
                          <Badge variant="light" size="sm" tt="none" ml={4}>
                            {t.current}
                          </Badge>
                        </>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {until ? format.date(until) : c.openEnded}
                    </Table.Td>
                    <Table.Td ta="right">{money(term.client_price)}</Table.Td>
                    <Table.Td ta="right">{money(term.vendor_price)}</Table.Td>
                    <Table.Td ta="right">{formatAllocation(term.allocation)}</Table.Td>
                    <Table.Td ta="right">
                      {term.max_hours === null ? '—' : format.number(term.max_hours)}
                    </Table.Td>
                    <Table.Td ta="right">{money(term.margin)}</Table.Td>
                    <Table.Td>{term.reason ?? '—'}</Table.Td>
                    <Table.Td>{term.actor?.name ?? '—'}</Table.Td>
                    <Table.Td>
                      {term.removable && (
                        <Button
                          variant="subtle"
                          color="red"
                          size="xs"
                          leftSection={<IconTrash size={14} aria-hidden />}
                          aria-label={t.removeTerm({ date: format.date(term.effective_from) })}
                          onClick={() => askToRemove(term)}
                        >
                          {t.remove}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </RowsLoad>
  )
}
