// Finnish: the backup's messages. Gathered with every other part's in src/app/i18n/fi.ts.
import type { Translation } from '../../lib/i18n'
import type { backupMessages } from './api'

export default {
  backup: {
    taking: 'Otetaan varmuuskopiota…',
    received: '{size} Mt vastaanotettu',
    copying: 'Palvelin kopioi tietokantaa.',
    saved: 'Varmuuskopio tallennettu',
    inDownloads: '{file} ({size} Mt) on latauksissasi.',
    failed: 'Varmuuskopiointi epäonnistui',
    withRequestId: '{message} (pyynnön tunnus {id})',
  } satisfies Translation<typeof backupMessages>,
}
