import { describe, expect, it } from 'vitest'
import { errorsFileName, importErrorsCsv } from './errors-csv'

/** What a Blob holds, read as a browser reads it (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(blob)
  })

describe('importErrorsCsv', () => {
  it('writes row, field and message, quoting as RFC 4180 and guarding formula-like text', async () => {
    const csv = importErrorsCsv([
      { row: 0, field: '=cmd', message: 'Not a column of the contracts export.' },
      { row: 3, field: 'client_price', message: 'Send the number alone, without the % sign.' },
      { row: 4, field: 'notes', message: '+1 "quoted"\nnext line' },
      { row: 5, field: 'type', message: '@sum' },
      { row: 6, field: 'unit', message: "-5 or 'text'" },
    ])
    expect(csv.type).toBe('text/csv;charset=utf-8')
    expect(await textOf(csv)).toBe(
      [
        'row,field,message',
        "0,'=cmd,Not a column of the contracts export.",
        '3,client_price,"Send the number alone, without the % sign."',
        '4,notes,"\'+1 ""quoted""\nnext line"',
        "5,type,'@sum",
        "6,unit,'-5 or 'text'",
        '',
      ].join('\r\n'),
    )
  })
})

describe('errorsFileName', () => {
  it('names the errors after the file that was checked', () => {
    expect(errorsFileName('contracts-2026-05-01.csv')).toBe('contracts-2026-05-01-errors.csv')
    expect(errorsFileName('export.CSV')).toBe('export-errors.csv')
    expect(errorsFileName('.csv')).toBe('import-errors.csv')
  })
})
