import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { ApiError, type Tagged } from '../../api'
import { messagesNow } from '../../i18n'
import { conflictMessages } from './messages'

/** Someone saved the record first: their version, and the server's sentence saying who and when. */
export type Conflict<Record> = { current: Tagged<Record>; message: string }

/**
 * An edit form's base version and the conflict its save may meet: the version the form stands on
 * is the one opened, or theirs once a conflict is settled.
 */
export function useConflict<Opened extends Tagged<unknown> | undefined>(opened: Opened) {
  type Record = NonNullable<Opened>['record']
  const [base, setBase] = useState<Opened>(opened)
  const [conflict, setConflict] = useState<Conflict<Record> | null>(null)

  /** A 412 with their version opens the conflict: true when it did. */
  const caught = (error: unknown) => {
    if (!(error instanceof ApiError && error.status === 412 && error.current)) return false
    setConflict({ current: error.current as Tagged<Record>, message: error.message })
    return true
  }

  /**
   * Their version becomes the base: `keep` puts the person's chosen fields back on it and says
   * whether there were any; those are saved against their version, or else the form has theirs.
   */
  const settle = (keep: (current: Record) => boolean, save: (etag: string) => void) => {
    if (!conflict) return
    const kept = keep(conflict.current.record)
    setBase(conflict.current as Opened)
    setConflict(null)
    if (kept) save(conflict.current.etag)
    else notifications.show({ color: 'blue', message: messagesNow(conflictMessages).takenTheirs })
  }

  return { base, conflict, caught, settle, dismiss: () => setConflict(null) }
}
