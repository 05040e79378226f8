import { useMemo } from 'react'
import { LANGUAGES } from '../../interface'
import { useMessages } from '../../lib/i18n'
import type { HistoryFields } from '../../lib/ui/history/fields'
import { historyMessages } from '../../lib/ui/history/messages'
import { userMessages } from './messages'

/** A user's fields in their history, labelled as the user and profile forms label them. */
export function useUserHistoryFields(): HistoryFields {
  const t = useMessages(userMessages)
  const h = useMessages(historyMessages)
  return useMemo(
    () => ({
      name: { label: t.name, kind: 'text' },
      email: { label: t.email, kind: 'text' },
      phone: { label: t.phone, kind: 'text' },
      type: { label: t.userType, kind: 'choice', labels: { admin: t.admin, client: t.client } },
      company: { label: t.company, kind: 'relation' },
      password: { label: t.password, kind: 'secret' },
      // The profile's language picker names each language in its own language.
      locale: { label: h.language, kind: 'choice', labels: LANGUAGES },
      notify_email: {
        label: t.notifyEmail,
        kind: 'choice',
        labels: { off: t.notifyOff, instant: t.notifyInstant, daily: t.notifyDaily },
      },
    }),
    [t, h],
  )
}
