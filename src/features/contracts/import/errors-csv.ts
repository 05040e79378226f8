import type { ImportError } from '../../../interface'

/**
 * Text a spreadsheet would run as a formula, or that starts with the quote guarding such text: a
 * leading `'` keeps it text, as the server's export writes its cells (server/domain/csv.ts).
 */
const GUARDED = /^[=+\-@\t\r']/

function csvCell(value: string | number): string {
  let text = String(value)
  if (typeof value === 'string' && GUARDED.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** An import's errors as a CSV file (row, field, message), for a spreadsheet beside the file. */
export function importErrorsCsv(errors: readonly ImportError[]): Blob {
  const lines = [['row', 'field', 'message'], ...errors.map((e) => [e.row, e.field, e.message])]
  const text = lines.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('')
  return new Blob([text], { type: 'text/csv;charset=utf-8' })
}

/** The errors file's name after the file it checked: `contracts.csv` → `contracts-errors.csv`. */
export const errorsFileName = (checked: string) =>
  `${checked.replace(/\.csv$/i, '') || 'import'}-errors.csv`
