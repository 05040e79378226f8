import { Button } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconFileImport } from '@tabler/icons-react'
import { useMessages } from '../../../lib/i18n'
import { ImportDialog } from './ImportDialog'
import { contractImportMessages } from './messages'

/** The contracts list's "Import CSV…" and the dialog it opens. */
export function ImportButton() {
  const t = useMessages(contractImportMessages)
  const [opened, dialog] = useDisclosure(false)
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileImport size={16} aria-hidden />}
        onClick={dialog.open}
      >
        {t.importCsv}
      </Button>
      <ImportDialog opened={opened} onClose={dialog.close} />
    </>
  )
}
