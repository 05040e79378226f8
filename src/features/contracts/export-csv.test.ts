import { describe, expect, it } from 'vitest'
import { csvRecordCounter, keepCsvRecords } from './export-csv'

describe('csvRecordCounter', () => {
  it('counts records, not the line breaks inside quoted cells, across chunks', () => {
    const count = csvRecordCounter()
    const chunks = ['id,notes\r\n1,"two\r\nlin', 'es"\r\n2,plain\r\n3,"a ""quoted"" word"\r\n']
    expect(chunks.map(count)).toEqual([1, 3])
  })
})

describe('keepCsvRecords', () => {
  it('keeps the header and the records of the given ids, line breaks in quotes and all', () => {
    const csv = 'id,notes\r\n1,"two\r\nlines"\r\n2,plain\r\n12,"a ""quoted"" word"\r\n'
    const { header, records } = keepCsvRecords(csv, new Set([1, 12]))
    expect(header).toBe('id,notes\r\n')
    expect(records).toEqual(['1,"two\r\nlines"\r\n', '12,"a ""quoted"" word"\r\n'])
  })
})
