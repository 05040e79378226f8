import { useStore } from '@nanostores/react'
import dayjs from 'dayjs'
import { useMemo } from 'react'
import { i18n, locale } from './i18n'

/**
 * How this language writes dates (dayjs patterns) and numbers; `intlLocale` is the Intl locale whose
 * figures these marks reproduce (format.test.ts holds them to it).
 */
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
  /** A figure shown (a price, a count): "-1,250.50"; in Finnish "−1 250,50", as Intl writes them. */
  figureGroup: ',',
  figureDecimal: '.',
  figureMinus: '-',
})

export type Formats = ReturnType<typeof formatsFor>

type FormatPatterns = ReturnType<typeof formatMessages.get>

/**
 * `value` with at least `least` and at most `most` decimals and its digits grouped by threes: what
 * `Intl.NumberFormat` in `intlLocale` writes, as format.test.ts checks, without it. A page's first
 * Intl formatter sets up the browser's ICU data: 27–31 ms of main thread here, 117–151 ms at a
 * phone's 4× slowdown, inside the task that first draws a list or a contract. As Intl does, it
 * rounds the shortest decimal that reads back as `value`, a half away from zero. Not a number: "—".
 */
function writeFigure(value: number, least: number, most: number, patterns: FormatPatterns) {
  if (!Number.isFinite(value)) return '—'
  let [whole, decimals] = digitsOf(Math.abs(value))
  if (decimals.length > most) {
    const kept = BigInt(whole + decimals.slice(0, most)) + (decimals[most]! >= '5' ? 1n : 0n)
    const text = `${kept}`.padStart(most + 1, '0')
    ;[whole, decimals] = [text.slice(0, text.length - most), text.slice(text.length - most)]
  }
  decimals = decimals.replace(/0+$/, '').padEnd(least, '0')
  const sign = value < 0 || Object.is(value, -0) ? patterns.figureMinus : ''
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, patterns.figureGroup)
  return `${sign}${grouped}${decimals ? patterns.figureDecimal + decimals : ''}`
}

/** The whole and decimal digits of `size` (≥ 0), as JavaScript writes it but with no exponent. */
function digitsOf(size: number): [string, string] {
  const [mantissa = '', exponent = '0'] = `${size}`.split('e')
  const [whole = '', decimals = ''] = mantissa.split('.')
  const digits = whole + decimals
  const point = whole.length + Number(exponent)
  if (point <= 0) return ['0', '0'.repeat(-point) + digits]
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), '']
  return [digits.slice(0, point), digits.slice(point)]
}

export function formatsFor(code: string, patterns: FormatPatterns) {
  const numbers = (value: number) => writeFigure(value, 0, 3, patterns)
  return {
    /** "24 Nov 2026"; in Finnish "24.11.2026". */
    date: (iso: string) => dayjs(iso).locale(code).format(patterns.date),
    dateTime: (iso: string) => dayjs(iso).locale(code).format(patterns.dateTime),
    /** A month given as `YYYY-MM`: "Nov 2026"; in Finnish "marras 2026". */
    month: (month: string) => dayjs(`${month}-01`).locale(code).format(patterns.month),
    number: numbers,
    /** A list's total: "1,234"; "10,000+" when the server counted only that far (COUNT_LIMIT). */
    total: (list: { total: number; total_is_exact: boolean }) =>
      list.total_is_exact ? numbers(list.total) : `${numbers(list.total)}+`,
    /** A decimal amount, kept as text by the API: "1,250.50"; in Finnish "1 250,50". */
    money: (value: string | number) => writeFigure(Number(value), 2, 4, patterns),
  }
}

/**
 * Dates and numbers in the language the dashboard speaks now. Made afresh only when the language
 * changes: writing them needs no Intl, so there is nothing costly to share between components.
 */
export function useFormat(): Formats {
  const code = useStore(locale)
  const patterns = useStore(formatMessages)
  return useMemo(() => formatsFor(code, patterns), [code, patterns])
}
