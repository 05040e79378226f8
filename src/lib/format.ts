import { useStore } from '@nanostores/react'
import dayjs from 'dayjs'
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
    /** A list's total: "1,234"; "10,000+" when the server counted only that far (COUNT_LIMIT). */
    total: (list: { total: number; total_is_exact: boolean }) =>
      list.total_is_exact ? numbers.format(list.total) : `${numbers.format(list.total)}+`,
    /** A decimal amount, kept as text by the API: "1,250.50"; in Finnish "1 250,50". */
    money: (value: string | number) => money.format(Number(value)),
  }
}

/**
 * One set of formats per language and its patterns, shared by every component: an Intl formatter
 * costs about a millisecond to make (ICU loads its data), and a list page has dozens of
 * components that format.
 */
const made = new WeakMap<FormatPatterns, Map<string, Formats>>()

function formatsOf(code: string, patterns: FormatPatterns): Formats {
  let byCode = made.get(patterns)
  if (!byCode) made.set(patterns, (byCode = new Map()))
  let formats = byCode.get(code)
  if (!formats) byCode.set(code, (formats = formatsFor(code, patterns)))
  return formats
}

/** Dates and numbers in the language the dashboard speaks now. */
export function useFormat(): Formats {
  return formatsOf(useStore(locale), useStore(formatMessages))
}
