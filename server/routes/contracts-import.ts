import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import {
  ErrorBody,
  IMPORT_DESCRIPTION,
  IMPORT_MOST_ROWS,
  ImportAnswer,
  ImportContractsQuery,
  ImportRefused,
} from '../../src/interface'
import { requireAdmin, requireUser } from '../auth/middleware'
import { importContracts } from '../db/contract-import'
import { readCsv } from '../domain/csv'
import type { AppEnv } from '../http/env'
import { ApiError, validationHook } from '../http/errors'
import { access, bearer, errorResponses, jsonContent } from '../http/openapi'
import { readingOf } from './contracts'

export const contractsImportRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

/** The import's path: its body may be as large as a file (see app.ts). */
export const IMPORT_PATH = /^\/api\/v1\/contracts\/import$/

/** What a CSV file may be sent as: browsers name one `text/csv`, or `application/vnd.ms-excel`. */
const CSV_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel']

contractsImportRouter.openapi(
  createRoute({
    method: 'post',
    path: '/contracts/import',
    ...access('admin'),
    tags: ['Contracts'],
    summary: 'Import contracts from CSV',
    operationId: 'importContracts',
    description: IMPORT_DESCRIPTION,
    'x-extension': true,
    security: bearer,
    middleware: [requireUser, requireAdmin] as const,
    request: {
      query: ImportContractsQuery,
      body: {
        required: true,
        content: {
          'text/csv': {
            schema: z.string(),
            example:
              'the_contract_id,client_company,vendor_company,contract_start\r\nC-1,Acme,Vendo,2026-01-01\r\n',
          },
        },
      },
    },
    responses: {
      200: jsonContent(ImportAnswer, 'Imported; or, with `dry_run=1`, what the import would do.'),
      ...errorResponses(401, 403, 415),
      413: jsonContent(ErrorBody, 'The file is larger than 20 MiB.'),
      422: jsonContent(
        z.union([ImportRefused, ErrorBody]),
        'The file has errors (`ImportRefused`: every bad row and field; nothing was written), or ' +
          '`dry_run` is not `0` or `1`.',
      ),
    },
  }),
  async (c) => {
    const { dry_run: dryRun } = c.req.valid('query')
    const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
    if (!CSV_TYPES.includes(type)) throw new ApiError(415, 'Send the file as text/csv.')
    const table = readCsv(new Uint8Array(await c.req.arrayBuffer()), IMPORT_MOST_ROWS)
    const answer = await importContracts(c.var.db, table, {
      writer: { id: c.var.user.id },
      reading: await readingOf(c),
      dryRun,
    })
    if (dryRun || answer.errors.length === 0) return c.json(answer, 200)
    const n = answer.errors.length
    return c.json(
      {
        message: `The file has ${n} error${n === 1 ? '' : 's'}; nothing was imported.`,
        ...answer,
      },
      422,
    )
  },
)
