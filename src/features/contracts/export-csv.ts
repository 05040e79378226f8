import { apiStream, readBody } from '../../lib/api'
import type { ContractListSearch } from './search'

type Filters = Partial<ContractListSearch>

/** What the export is asked for: the list's filters and sort, not its paging. */
const exportQuery = ({ page: _page, per_page: _perPage, ...query }: Filters) => query
export type ExportProgress = { rows: number; total: number }

/**
 * Counts the CSV records a chunk completes. A quoted cell (notes) may hold line breaks, so only
 * breaks outside quotes end a record; `inQuotes` carries over from one chunk to the next.
 */
export function csvRecordCounter() {
  let inQuotes = false
  return (chunk: string): number => {
    let records = 0
    for (const char of chunk) {
      if (char === '"') inQuotes = !inQuotes
      else if (char === '\n' && !inQuotes) records++
    }
    return records
  }
}

/**
 * Every contract the filters select, as one CSV file. The server streams it in batches and says
 * up front how many rows follow the header (`X-Total-Count`), so progress can be shown.
 */
export async function exportContractsCsv(
  filters: Filters,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await apiStream('/contracts/export.csv', {
    query: exportQuery(filters),
    signal,
  })
  const total = Number(response.headers.get('X-Total-Count') ?? 0)
  const countRecords = csvRecordCounter()
  const decoder = new TextDecoder()
  let records = 0
  onProgress({ rows: 0, total })
  const parts = await readBody(response, (chunk) => {
    records += countRecords(decoder.decode(chunk, { stream: true }))
    // The first record is the header line.
    onProgress({ rows: Math.min(total, Math.max(0, records - 1)), total })
  })
  onProgress({ rows: total, total })
  return new Blob(parts, { type: 'text/csv;charset=utf-8' })
}

/**
 * Splits CSV text into its records, each with its line break. Only breaks outside quotes end a
 * record (a quoted cell, notes say, may hold line breaks).
 */
export function csvRecords(text: string): string[] {
  const records: string[] = []
  let inQuotes = false
  let start = 0
  for (let at = 0; at < text.length; at++) {
    const char = text[at]
    if (char === '"') inQuotes = !inQuotes
    else if (char === '\n' && !inQuotes) {
      records.push(text.slice(start, at + 1))
      start = at + 1
    }
  }
  if (start < text.length) records.push(text.slice(start))
  return records
}

/** The header and the records of `csv` whose first cell, the numeric id, is one of `ids`. */
export function keepCsvRecords(csv: string, ids: ReadonlySet<number>) {
  const [header = '', ...records] = csvRecords(csv)
  const kept = records.filter((record) => ids.has(Number(record.slice(0, record.indexOf(',')))))
  return { header, records: kept }
}

/**
 * The picked contracts, as the export writes them (same columns, the list's order). They are read
 * from the export of the list's filters (every picked one matches them); one that no longer does
 * (its status just set, say) is found in the export of every contract.
 */
export async function exportSelectedContractsCsv(
  filters: ContractListSearch,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<Blob> {
  const wanted = new Set(ids)
  const read = async (query: Filters) =>
    keepCsvRecords(
      await (await apiStream('/contracts/export.csv', { query, signal })).text(),
      wanted,
    )
  let found = await read(exportQuery(filters))
  if (found.records.length < wanted.size) found = await read({ sort: filters.sort })
  return new Blob([found.header, ...found.records], { type: 'text/csv;charset=utf-8' })
}

export { saveFile } from '../../lib/save-file'
