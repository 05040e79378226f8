import { Alert, Box, Button, Stack, Table, Text } from '@mantine/core'
import { IconAlertCircle, IconDownload } from '@tabler/icons-react'
import type { ImportError } from '../../../interface'
import { useFormat } from '../../../lib/format'
import { useMessages } from '../../../lib/i18n'
import { saveFile } from '../export-csv'
import { errorsFileName, importErrorsCsv } from './errors-csv'
import { type ContractImportMessages, contractImportMessages } from './messages'

/** A page of rows stays quick to draw; a file of 20,000 bad rows is read in the download. */
const MOST_SHOWN = 500

type Props = {
  errors: readonly ImportError[]
  /** The checked file's name, which the errors file is named after. */
  fileName: string
  /** The import itself found them (422): nothing was written. */
  refused: boolean
}

/** Where an error is: a data row's number, or the header or file as a whole (row 0). */
function placeOf({ row, field }: ImportError, t: ContractImportMessages, rowNumber: string) {
  if (row > 0) return rowNumber
  return field === 'file' ? t.wholeFile : t.headerRow
}

/** The file's errors, row by row (scrolling when long), and all of them as a CSV download. */
export function ImportErrors({ errors, fileName, refused }: Props) {
  const t = useMessages(contractImportMessages)
  const format = useFormat()
  const count = errors.length
  const shown = errors.slice(0, MOST_SHOWN)
  return (
    <Stack gap="sm">
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
        {refused && <Text size="sm">{t.refused}</Text>}
        <Text size="sm">
          {count === 1 ? t.errorOne : t.errorMany({ count: format.number(count) })}
        </Text>
      </Alert>
      <Box
        mah={280}
        style={{ overflowY: 'auto' }}
        tabIndex={0}
        role="region"
        aria-label={t.errorsTable}
      >
        <Table stickyHeader striped withTableBorder aria-label={t.errorsTable}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="6rem">{t.columnRow}</Table.Th>
              <Table.Th w="10rem">{t.columnField}</Table.Th>
              <Table.Th>{t.columnMessage}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((error, index) => (
              <Table.Tr key={index}>
                <Table.Td>{placeOf(error, t, format.number(error.row))}</Table.Td>
                <Table.Td ff="monospace">
                  {error.field === 'row' && error.row > 0 ? t.wholeRow : error.field}
                </Table.Td>
                <Table.Td>{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      {count > MOST_SHOWN && (
        <Text size="xs" c="dimmed">
          {t.errorsShown({ shown: format.number(MOST_SHOWN), total: format.number(count) })}
        </Text>
      )}
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => saveFile(importErrorsCsv(errors), errorsFileName(fileName))}
        style={{ alignSelf: 'flex-start' }}
      >
        {t.downloadErrors}
      </Button>
    </Stack>
  )
}
