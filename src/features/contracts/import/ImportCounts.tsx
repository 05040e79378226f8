import { Table } from '@mantine/core'
import type { ImportAnswer } from '../../../interface'
import { useFormat } from '../../../lib/format'
import { useMessages } from '../../../lib/i18n'
import { contractImportMessages } from './messages'

const COUNTS = [
  'creates',
  'updates',
  'unchanged',
  'companies_created',
  'consultants_created',
] as const

/** What the file does (a dry run) or would have done: a figure per kind of change, by name. */
export function ImportCounts({ answer }: { answer: ImportAnswer }) {
  const t = useMessages(contractImportMessages)
  const format = useFormat()
  const labels = {
    creates: t.creates,
    updates: t.updates,
    unchanged: t.unchanged,
    companies_created: t.companiesCreated,
    consultants_created: t.consultantsCreated,
  }
  return (
    <Table variant="vertical" layout="fixed" withTableBorder aria-label={t.summary}>
      <Table.Tbody>
        {COUNTS.map((count) => (
          <Table.Tr key={count}>
            <Table.Th scope="row" w="60%">
              {labels[count]}
            </Table.Th>
            <Table.Td ta="end" ff="monospace">
              {format.number(answer[count])}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
