import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import { stream } from 'hono/streaming'
import {
  CONTRACT_CSV_COLUMNS,
  ContractExportQuery,
  type ContractCsvColumn,
  type ContractRecord,
} from '../../src/interface'
import { requireAdmin, requireUser } from '../auth/middleware'
import { csvLine } from '../domain/csv'
import { contractBatches, listContracts } from '../db/contract-reads'
import type { AppEnv } from '../http/env'
import { validationHook } from '../http/errors'
import { access, bearer, errorResponses } from '../http/openapi'
import { readingOf } from './contracts'

export const contractsExportRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

const BATCH = 500
/** Each column's value, in the order of CONTRACT_CSV_COLUMNS (the import reads the same names). */
const VALUES: Record<ContractCsvColumn, (c: ContractRecord) => unknown> = {
  id: (c) => c.id,
  the_contract_id: (c) => c.the_contract_id,
  client_contract_id: (c) => c.client_contract_id,
  status: (c) => c.status,
  client_company: (c) => c.client_company.name,
  vendor_company: (c) => c.vendor_company.name,
  consultant: (c) => c.consultant?.name,
  consultant_title: (c) => c.consultant?.title,
  consult_skills: (c) => c.consult_skills.join(', '),
  contract_start: (c) => c.contract_start,
  contract_end: (c) => c.contract_end,
  is_infinite: (c) => c.is_infinite,
  allocation: (c) => c.allocation,
  client_price: (c) => c.client_price,
  vendor_price: (c) => c.vendor_price,
  margin: (c) => c.margin,
  markup_percent: (c) => c.markup_percent,
  vat: (c) => c.vat,
  type: (c) => c.type,
  unit: (c) => c.unit,
  max_hours: (c) => c.max_hours,
  service_code: (c) => c.service_code,
  notice_period: (c) => c.notice_period,
  notice_days: (c) => c.notice_days,
  notice_deadline: (c) => c.notice_deadline,
  renewal: (c) => c.renewal,
  notes: (c) => c.notes,
}
const COLUMNS = CONTRACT_CSV_COLUMNS.map((header) => ({ header, value: VALUES[header] }))

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
    const reading = await readingOf(c)
    const { total } = (await listContracts(c.var.db, filters, 0, 0, reading)).counted
    c.header('Content-Type', 'text/csv; charset=utf-8')
    c.header('Content-Disposition', 'attachment; filename="contracts.csv"')
    c.header('X-Total-Count', String(total))
    c.header('Access-Control-Expose-Headers', 'X-Total-Count, X-Request-Id')
    return stream(c, async (out) => {
      await out.write(csvLine(COLUMNS.map((column) => column.header)))
      for await (const records of contractBatches(c.var.db, filters, BATCH, reading)) {
        await out.write(
          records.map((record) => csvLine(COLUMNS.map((column) => column.value(record)))).join(''),
        )
        if (out.aborted) break
      }
    })
  },
)
