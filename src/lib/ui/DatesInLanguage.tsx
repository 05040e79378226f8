import '@mantine/dates/styles.layer.css'
import { MantineThemeProvider, createTheme } from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import { useStore } from '@nanostores/react'
import { type ReactNode, useMemo } from 'react'
import { locale, useMessages } from '../i18n'
import classes from './DatesInLanguage.module.css'
import { calendarMessages } from './messages'

/** The date pickers the dashboard uses: each gets the calendar's names and days below. */
const PICKERS = ['DateInput', 'DatePickerInput', 'DateTimePicker'] as const

/**
 * Mantine's date pickers in the dashboard's language (month and day names through dayjs), with
 * their styles, their month arrows named for screen readers and their days at 4.5:1. Around the
 * pickers themselves, so that @mantine/dates and its styles load with the forms that use it,
 * whichever page is opened first.
 */
export function DatesInLanguage({ children }: { children: ReactNode }) {
  const code = useStore(locale)
  const labels = useMessages(calendarMessages)
  const theme = useMemo(
    () =>
      createTheme({
        components: Object.fromEntries(
          PICKERS.map((name) => [
            name,
            { defaultProps: { ariaLabels: labels }, classNames: { day: classes.day } },
          ]),
        ),
      }),
    [labels],
  )
  return (
    <MantineThemeProvider theme={theme}>
      <DatesProvider settings={{ locale: code }}>{children}</DatesProvider>
    </MantineThemeProvider>
  )
}
