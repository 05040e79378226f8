import { parse } from 'csv-parse/sync'

/**
 * Text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or carriage return first),
 * or that starts with the quote guarding such text: the export writes it after a `'`, and an import
 * reads it without that quote, so each round trip gives back the text as it was.
 */
const GUARDED = /^[=+\-@\t\r']/

/** RFC 4180 quoting, and a leading quote for text a spreadsheet would run as a formula. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && GUARDED.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`

/** A cell as the export meant it: without the quote that guarded a formula-like text. */
export const unguarded = (cell: string) =>
  cell.startsWith("'") && GUARDED.test(cell.slice(1)) ? cell.slice(1) : cell

/** A data row of a CSV file: its number (from 1, the line after the header) and its cells. */
export interface CsvRow {
  row: number
  cells: string[]
}

/**
 * A CSV file read: its header, its data rows, and the rows that are not CSV (with why); or why the
 * file as a whole could not be read.
 */
export type CsvTable =
  | { header: string[]; rows: CsvRow[]; bad: { row: number; message: string }[] }
  | { problem: string }

const CSV_PROBLEMS: Record<string, string> = {
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH:
    'This row has a different number of cells than the header.',
  CSV_QUOTE_NOT_CLOSED: 'A quoted cell is never closed.',
  CSV_INVALID_CLOSING_QUOTE:
    'A quote inside a cell: quote the whole cell and double the quote ("").',
  INVALID_OPENING_QUOTE: 'A quote inside a cell: quote the whole cell and double the quote ("").',
}

/**
 * Reads a CSV file's bytes: UTF-8 (a byte order mark is dropped; other bytes are refused), comma or
 * semicolon separated, whichever its first line has more of. Blank lines are skipped; a row that is
 * not CSV (another number of cells than the header, a quote not closed) is told, and the rest read
 * on. At most `mostRows` data rows.
 */
export function readCsv(bytes: Uint8Array, mostRows: number): CsvTable {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { problem: 'The file is not UTF-8 text. Save it as CSV UTF-8.' }
  }
  const firstLine = text.slice(0, text.search(/\r?\n|$/))
  const count = (char: string) => firstLine.split(char).length - 1
  const delimiter = count(';') > count(',') ? ';' : ','
  // Records and refused records in the order of the lines they end on: each is a row.
  const events: { line: number; cells?: string[]; message?: string }[] = []
  try {
    const records = parse(text, {
      delimiter,
      skip_empty_lines: true,
      info: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        // One row may be refused twice (a stray quote, then the rest of its line).
        const line = (error as { lines?: number } | undefined)?.lines ?? 0
        if (error && events.at(-1)?.line !== line)
          events.push({
            line,
            message: CSV_PROBLEMS[error.code] ?? `This row is not CSV: ${error.message}`,
          })
      },
    }) as unknown as { record: string[]; info: { lines: number } }[]
    for (const { record, info } of records) events.push({ line: info.lines, cells: record })
  } catch (error) {
    return { problem: `The file is not CSV: ${(error as Error).message}` }
  }
  events.sort((a, b) => a.line - b.line)
  const [first, ...rest] = events
  if (!first?.cells || first.cells.every((name) => name.trim() === ''))
    return { problem: 'The file needs a header line naming its columns first.' }
  if (rest.length > mostRows)
    return {
      problem: `The file has more than ${mostRows.toLocaleString('en')} rows; split it into smaller files.`,
    }
  const rows: CsvRow[] = []
  const bad: { row: number; message: string }[] = []
  rest.forEach((event, i) => {
    if (event.cells) rows.push({ row: i + 1, cells: event.cells })
    else bad.push({ row: i + 1, message: event.message! })
  })
  return { header: first.cells.map((name) => name.trim()), rows, bad }
}
