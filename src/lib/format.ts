import { useStore } from '@nanostores/react'
import dayjs from 'dayjs'
import { useMemo } from 'react'
import { i18n, locale } from './i18n'

/** How this language writes dates and numbers: dayjs patterns and the Intl locale. */
export const formatMessages = i18n('format', {
  intlLocale: 'en-GB',
  date: 'D MMM YYYY',
  dateTime: 'D MMM YYYY, HH:mm',
  /** What a date-and-time picker shows. */
  pickerDateTime: 'D MMM YYYY HH:mm',
  month: 'MMM YYYY',
  /** A budget's digit groups and decimals: "7 500.50"; in Finnish "7 500,50". */
  thousandSeparator: ' ',
  decimalSeparator: '.',
})

export type Formats = ReturnType<typeof formatsFor>

type FormatPatterns = ReturnType<typeof formatMessages.get>

function formatsFor(code: string, patterns: FormatPatterns) {
  const numbers = new Intl.NumberFormat(patterns.intlLocale)
  const money = new Intl.NumberFormat(patterns.intlLocale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  })
  return {
    /** "24 Nov 2026"; in Finnish "24.11.2026". */
    date: (iso: string) => dayjs(iso).locale(code).format(patterns.date),
    dateTime: (iso: string) => dayjs(iso).locale(code).format(patterns.dateTime),
    /** A month given as `YYYY-MM`: "Nov 2026"; in Finnish "marras 2026". */
    month: (month: string) => dayjs(`${month}-01`).locale(code).format(patterns.month),
    number: (value: number) => numbers.format(value),
    /** A decimal amount, kept as text by the API: "1,250.50"; in Finnish "1 250,50". */
    money: (value: string | number) => money.format(Number(value)),
  }
}

/** Dates and numbers in the language the dashboard speaks now. */
export function useFormat(): Formats {
  const code = useStore(locale)
  const patterns = useStore(formatMessages)
  return useMemo(() => formatsFor(code, patterns), [code, patterns])
}
