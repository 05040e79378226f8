import type { ContractExportInput } from '../../interface'
import { apiStream, readBody } from '../../lib/api-stream'
import type { ContractListSearch } from './search'

type Filters = Partial<ContractListSearch>
/** The list's filters and sort, and the export's own `ids` (comma-separated) of picked contracts. */
type ExportFilters = Filters & Pick<ContractExportInput, 'ids'>

/** What the export is asked for: the list's filters and sort, not its paging or grouping. */
const exportQuery = ({ page: _page, per_page: _perPage, group: _group, ...query }: ExportFilters) =>
  query
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
  filters: ExportFilters,
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
 * The picked contracts as the export writes them (same columns), in the list's sort. The server is
 * asked for their ids alone, not the list's filters: one that no longer matches them (its status
 * just set, say) is exported too. At most BULK_MOST ids, as a bulk action takes.
 */
export function exportSelectedContractsCsv(
  filters: Filters,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<Blob> {
  return exportContractsCsv({ sort: filters.sort, ids: ids.join(',') }, () => {}, signal)
}

export { saveFile } from '../../lib/save-file'
