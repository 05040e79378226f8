import { Anchor, Badge, Button, Table, Text } from '@mantine/core'
import { IconFiles, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { Attachment } from '../../../interface'
import { useFormat } from '../../../lib/format'
import { useMessages } from '../../../lib/i18n'
import { RowsLoad } from '../../../lib/ui/RowsLoad'
import { fileSize } from '../components/file-size'
import { contractMessages } from '../messages'
import { documentQueries } from './api'
import { ExpiryCell } from './ExpiryCell'
import { contractDocumentMessages } from './messages'

type Props = {
  contractId: number
  onDownload: (document: Attachment) => void
  /** The document being downloaded now. */
  downloading?: number
  onDelete: (document: Attachment) => void
}

/** The contract's documents, newest first: each downloads at its name, and can be deleted. */
export function DocumentsTable({ contractId, onDownload, downloading, onDelete }: Props) {
  const t = useMessages(contractDocumentMessages)
  const c = useMessages(contractMessages)
  const format = useFormat()
  const documents = useQuery(documentQueries.list(contractId))

  return (
    <RowsLoad
      query={documents}
      rowsOf={(data) => data.attachments}
      words={t}
      icon={<IconFiles aria-hidden />}
    >
      {(list) => (
        <Table.ScrollContainer minWidth={800}>
          <Table aria-label={t.table} verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.columnName}</Table.Th>
                <Table.Th>{t.kind}</Table.Th>
                <Table.Th ta="right">{t.columnSize}</Table.Th>
                <Table.Th>{t.columnExpires}</Table.Th>
                <Table.Th>{t.columnUploadedBy}</Table.Th>
                <Table.Th>{t.columnUploadedAt}</Table.Th>
                <Table.Th>{c.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((document) => (
                <Table.Tr key={document.id}>
                  <Table.Td maw={320}>
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      ta="start"
                      style={{ wordBreak: 'break-word' }}
                      aria-label={t.download({ name: document.name })}
                      aria-busy={downloading === document.id || undefined}
                      disabled={downloading === document.id}
                      onClick={() => onDownload(document)}
                    >
                      {document.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color="gray" tt="none">
                      {t[`kind_${document.kind}`]}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {fileSize(document.size, t, format)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <ExpiryCell day={document.expires_on} />
                  </Table.Td>
                  <Table.Td>{document.uploaded_by?.name ?? '—'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text component="time" size="sm" dateTime={document.uploaded_at}>
                      {format.dateTime(document.uploaded_at)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      aria-label={t.deleteDocument({ name: document.name })}
                      onClick={() => onDelete(document)}
                    >
                      {t.delete}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </RowsLoad>
  )
}
