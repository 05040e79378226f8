import { Text } from '@mantine/core'
import { IconFileSpreadsheet } from '@tabler/icons-react'
import { IMPORT_MOST_ROWS } from '../../../interface'
import { useFormat } from '../../../lib/format'
import { useMessages } from '../../../lib/i18n'
import { FileDropArea } from '../components/FileDropArea'
import { fileSize } from '../components/file-size'
import { IMPORT_MOST_MEGABYTES } from './file-size'
import { contractImportMessages } from './messages'

type Props = {
  file: File | null
  onFile: (file: File) => void
  /** While the file is being imported: another cannot be chosen. */
  disabled?: boolean
}

/** Where the CSV file is chosen: picked, or dropped, one at a time. */
export function CsvDropArea({ file, onFile, disabled = false }: Props) {
  const t = useMessages(contractImportMessages)
  const format = useFormat()
  return (
    <FileDropArea
      label={t.chooseFile}
      dropLabel={t.dropFile}
      inputLabel={t.fileInput}
      hint={t.fileHint({
        rows: format.number(IMPORT_MOST_ROWS),
        size: format.number(IMPORT_MOST_MEGABYTES),
      })}
      icon={<IconFileSpreadsheet size={32} stroke={1.5} aria-hidden />}
      accept=".csv,text/csv"
      onFiles={([chosen]) => chosen && onFile(chosen)}
      disabled={disabled}
    >
      {file && (
        <Text size="sm" c="dimmed">
          {t.chosenFile({ name: file.name, size: fileSize(file.size, t, format) })}
        </Text>
      )}
    </FileDropArea>
  )
}
