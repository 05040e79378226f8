import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import { stream } from 'hono/streaming'
import { ContractExportQuery, type ContractRecord } from '../../src/interface'
import { requireAdmin, requireUser } from '../auth/middleware'
import { contractBatches, listContracts } from '../db/contract-reads'
import type { AppEnv } from '../http/env'
import { validationHook } from '../http/errors'
import { access, bearer, errorResponses } from '../http/openapi'

export const contractsExportRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

const BATCH = 500
const COLUMNS: { header: string; value: (c: ContractRecord) => unknown }[] = [
  { header: 'id', value: (c) => c.id },
  { header: 'the_contract_id', value: (c) => c.the_contract_id },
  { header: 'client_contract_id', value: (c) => c.client_contract_id },
  { header: 'status', value: (c) => c.status },
  { header: 'client_company', value: (c) => c.client_company.name },
  { header: 'vendor_company', value: (c) => c.vendor_company.name },
  { header: 'consultant', value: (c) => c.consultant?.name },
  { header: 'consultant_title', value: (c) => c.consultant?.title },
  { header: 'consult_skills', value: (c) => c.consult_skills.join(', ') },
  { header: 'contract_start', value: (c) => c.contract_start },
  { header: 'contract_end', value: (c) => c.contract_end },
  { header: 'is_infinite', value: (c) => c.is_infinite },
  { header: 'allocation', value: (c) => c.allocation },
  { header: 'client_price', value: (c) => c.client_price },
  { header: 'vendor_price', value: (c) => c.vendor_price },
  { header: 'vat', value: (c) => c.vat },
  { header: 'type', value: (c) => c.type },
  { header: 'unit', value: (c) => c.unit },
  { header: 'max_hours', value: (c) => c.max_hours },
  { header: 'service_code', value: (c) => c.service_code },
  { header: 'notes', value: (c) => c.notes },
]

/** RFC 4180 quoting, and a leading quote for text a spreadsheet would run as a formula. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`

contractsExportRouter.openapi(
  createRoute({
    method: 'get',
    path: '/contracts/export.csv',
    ...access('admin'),
    tags: ['Contracts'],
    summary: 'Export contracts as CSV',
    operationId: 'exportContractsCsv',
    description:
      'Admin only. Every contract the same filters and `sort` select, streamed in batches. ' +
      '`X-Total-Count` tells how many rows follow the header. `ids` narrows it to picked ' +
      'contracts (the export of a selection).',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser, requireAdmin] as const,
    request: { query: ContractExportQuery },
    responses: {
      200: {
        description: 'CSV, one header line then one line per contract.',
        content: { 'text/csv': { schema: z.string() } },
      },
      ...errorResponses(401, 403, 422),
    },
  }),
  async (c) => {
    const filters = c.req.valid('query')
    // Every row goes out: its count is exact, whatever the list's count limit.
    const { total } = (await listContracts(c.var.db, filters, 0, 0)).counted
    c.header('Content-Type', 'text/csv; charset=utf-8')
    c.header('Content-Disposition', 'attachment; filename="contracts.csv"')
    c.header('X-Total-Count', String(total))
    c.header('Access-Control-Expose-Headers', 'X-Total-Count, X-Request-Id')
    return stream(c, async (out) => {
      await out.write(csvLine(COLUMNS.map((column) => column.header)))
      for await (const records of contractBatches(c.var.db, filters, BATCH)) {
        await out.write(
          records.map((record) => csvLine(COLUMNS.map((column) => column.value(record)))).join(''),
        )
        if (out.aborted) break
      }
    })
  },
)
