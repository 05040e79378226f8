import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import {
  BULK_MOST,
  BulkContractsBody,
  BulkContractsResponse,
  IdParam,
  MessageBody,
  z,
} from '../../src/interface'
import { requireAdmin, requireUser } from '../auth/middleware'
import { bulkContracts, restoreContract } from '../db/contracts'
import type { AppEnv } from '../http/env'
import { validationHook } from '../http/errors'
import { access, bearer, errorResponses, jsonBody, jsonContent } from '../http/openapi'

/** Writes to many contracts at once, and the undo of a termination (extensions). */
export const contractsBulkRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

const tags = ['Contracts']

contractsBulkRouter.openapi(
  createRoute({
    method: 'post',
    path: '/contracts/bulk',
    ...access('admin'),
    tags,
    summary: 'Set the status of, or terminate, many contracts',
    operationId: 'bulkContracts',
    description:
      `Admin only. 1 to ${BULK_MOST} numeric ids; one transaction, all or nothing: when any id is ` +
      'unknown or already terminated, 422 lists them on `ids` and nothing is written. `status` is ' +
      'required for `set_status`. Each contract gets its own history entry.',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser, requireAdmin] as const,
    request: {
      body: jsonBody(BulkContractsBody, { ids: [1], action: 'set_status', status: 'ongoing' }),
    },
    responses: {
      200: jsonContent(BulkContractsResponse, '`N contracts updated`'),
      ...errorResponses(400, 401, 403, 413, 415, 422),
    },
  }),
  async (c) => {
    const count = await bulkContracts(c.var.db, c.req.valid('json'), { id: c.var.user.id })
    return c.json({ message: `${count} contracts updated`, count }, 200)
  },
)

contractsBulkRouter.openapi(
  createRoute({
    method: 'post',
    path: '/contracts/id/{id}/restore',
    ...access('admin'),
    tags,
    summary: 'Restore a terminated contract',
    operationId: 'restoreContract',
    description:
      'Admin only. Brings a terminated contract back, with its `the_contract_id` (never reused). ' +
      '404 when the contract is not terminated, or unknown.',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser, requireAdmin] as const,
    request: { params: z.object({ id: IdParam.meta({ param: { name: 'id', in: 'path' } }) }) },
    responses: {
      200: jsonContent(MessageBody, '`Contract restored successfully`'),
      ...errorResponses(401, 403, 404, 422),
    },
  }),
  async (c) => {
    await restoreContract(c.var.db, c.req.valid('param').id, { id: c.var.user.id })
    return c.json({ message: 'Contract restored successfully' }, 200)
  },
)
