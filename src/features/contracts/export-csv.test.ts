import { describe, expect, it } from 'vitest'
import { csvRecordCounter } from './export-csv'

describe('csvRecordCounter', () => {
  it('counts records, not the line breaks inside quoted cells, across chunks', () => {
    const count = csvRecordCounter()
    const chunks = ['id,notes\r\n1,"two\r\nlin', 'es"\r\n2,plain\r\n3,"a ""quoted"" word"\r\n']
    expect(chunks.map(count)).toEqual([1, 3])
  })
})
