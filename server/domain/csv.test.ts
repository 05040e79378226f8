import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvCell, csvLine, readCsv, unguarded } from './csv'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('the CSV the export writes', () => {
  it('guards text a spreadsheet would run as a formula with a leading quote, and only text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1+2`)).toMatch(/^"?'/)
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(
      `"'=HYPERLINK(""http://evil.example"")"`,
    )
    expect(csvCell("'quoted")).toBe("''quoted")
    expect(csvCell(-12.5)).toBe('-12.5')
    expect(csvCell('plain text')).toBe('plain text')
    expect(csvCell('a, "b"\nc')).toBe('"a, ""b""\nc"')
    expect(csvCell(null)).toBe('')
  })

  it('reads back as the text it was, whatever the text (the import unguards)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ unit: 'binary' }).filter((s) => !s.includes('\u0000')),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        (cells) => {
          const table = readCsv(bytes(csvLine(cells.map((_, i) => `c${i}`)) + csvLine(cells)), 10)
          if ('problem' in table) throw new Error(table.problem)
          // A row of empty cells is a blank line, which the reader skips.
          if (cells.every((cell) => cell === '')) return
          expect(table.rows[0]!.cells.map(unguarded)).toEqual(cells)
        },
      ),
      { numRuns: 300, seed: 5 },
    )
  })
})

describe('readCsv', () => {
  it('takes commas or semicolons as the header line has them, and a byte order mark', () => {
    const table = readCsv(bytes('\uFEFFa;b\r\n1;2,5\r\n\r\n3;"x\ny"\r\n'), 10)
    expect(table).toEqual({
      header: ['a', 'b'],
      rows: [
        { row: 1, cells: ['1', '2,5'] },
        { row: 2, cells: ['3', 'x\ny'] },
      ],
      bad: [],
    })
  })

  it('names each row that is not CSV, by its number, and reads on', () => {
    const table = readCsv(bytes('a,b\n1,2\n3\n4,5\n6,"7\n'), 10)
    expect(table).toMatchObject({
      rows: [
        { row: 1, cells: ['1', '2'] },
        { row: 3, cells: ['4', '5'] },
      ],
      bad: [
        { row: 2, message: 'This row has a different number of cells than the header.' },
        { row: 4, message: 'A quoted cell is never closed.' },
      ],
    })
  })

  it('refuses a file that is not UTF-8, has no header, or has too many rows', () => {
    expect(readCsv(new Uint8Array([0x61, 0x0a, 0xe4, 0x0a]), 10)).toEqual({
      problem: 'The file is not UTF-8 text. Save it as CSV UTF-8.',
    })
    expect(readCsv(bytes('\n\n'), 10)).toEqual({
      problem: 'The file needs a header line naming its columns first.',
    })
    expect(readCsv(bytes('a\n1\n2\n3\n'), 2)).toEqual({
      problem: 'The file has more than 2 rows; split it into smaller files.',
    })
  })
})
