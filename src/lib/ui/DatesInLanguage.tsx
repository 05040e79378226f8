import { DatesProvider } from '@mantine/dates'
import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import { locale } from '../i18n'

/**
 * Mantine's date pickers in the dashboard's language (month and day names through dayjs). Around
 * the pickers themselves, so that @mantine/dates loads with the forms that use it.
 */
export function DatesInLanguage({ children }: { children: ReactNode }) {
  const code = useStore(locale)
  return <DatesProvider settings={{ locale: code }}>{children}</DatesProvider>
}
