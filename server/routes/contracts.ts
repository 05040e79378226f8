import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import {
  ContractList,
  ContractListQuery,
  ContractExportQuery,
  ContractGroups,
  ContractGroupsQuery,
  ContractRecord,
  ContractSummary,
  CreateContractBody,
  CreateContractResponse,
  EditContractBody,
  IdParam,
  MessageBody,
  paginationMeta,
  PublicContractId,
  z,
} from '../../src/interface'
import { requireAdmin, requireUser } from '../auth/middleware'
import {
  contractExists,
  contractGroups,
  contractSummary,
  findContractRecord,
  listContracts,
  readingNow,
  readingOn,
  type ContractKey,
} from '../db/contract-reads'
import { createContract, editContract, terminateContract } from '../db/contracts'
import type { AppEnv } from '../http/env'
import {
  changedSinceResponse,
  ifMatchHeader,
  ifMatchOf,
  withEtag,
  withEtagHeader,
} from '../http/conditional'
import { notFound, validationHook } from '../http/errors'
import { access, bearer, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import { HISTORY_ENTRY, recordHistoryRoute } from './history'

export const contractsRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

/**
 * How this request reads contracts: today's terms (made sure of, see readingOn), this deployment's
 * thin-margin percent.
 */
export const readingOf = (c: Context<AppEnv>) =>
  readingOn(c.var.db, readingNow(c.var.config.marginWarningPercent))

const tags = ['Contracts']
const PublicIdParams = z.object({
  the_contract_id: PublicContractId.meta({ param: { name: 'the_contract_id', in: 'path' } }),
})
const NumericIdParams = z.object({ id: IdParam.meta({ param: { name: 'id', in: 'path' } }) })
const keyOf = (params: { the_contract_id: string } | { id: number }): ContractKey =>
  'id' in params ? { id: params.id } : { publicId: params.the_contract_id }

contractsRouter.openapi(
  createRoute({
    method: 'get',
    path: '/contracts',
    ...access('admin'),
    tags,
    summary: 'List contracts',
    operationId: 'listContracts',
    description:
      'Admin only. Newest first unless `sort` (extension) says otherwise; `search` matches consultant, ' +
      'client and vendor company names (seed) and both contract ids (extension), ignoring case.',
    security: bearer,
    middleware: [requireUser, requireAdmin] as const,
    request: { query: ContractListQuery },
    responses: {
      200: jsonContent(ContractList, 'One page of contracts.'),
      ...errorResponses(401, 403, 422),
    },
  }),
  async (c) => {
    const { page, per_page, ...filters } = c.req.valid('query')
    const list = await listContracts(
      c.var.db,
      filters,
      per_page,
      (page - 1) * per_page,
      await readingOf(c),
      { countLimit: c.var.config.countLimit },
    )
    return c.json(
      {
        ...paginationMeta(list.counted, page, per_page, list.contracts.length),
        contracts: list.contracts,
      },
      200,
    )
  },
)

contractsRouter.openapi(
  createRoute({
    method: 'post',
    path: '/contracts',
    ...access('admin'),
    tags,
    summary: 'Create contract',
    operationId: 'createContract',
    description:
      'Admin only. `the_contract_id` is unique for ever (a terminated contract keeps it reserved); ' +
      'both company ids must exist; `status` defaults to `not started`.',
    security: bearer,
    middleware: [requireUser, requireAdmin] as const,
    request: {
      body: jsonBody(CreateContractBody, {
        the_contract_id: 'C-2026-014',
        client_company_id: 2,
        vendor_company_id: 3,
        contract_start: '2026-01-01',
      }),
    },
    responses: {
      201: jsonContent(CreateContractResponse, '`Contract created successfully`'),
      ...errorResponses(400, 401, 403, 413, 415, 422),
    },
  }),
  async (c) => {
    const body = c.req.valid('json')
    const created = await createContract(c.var.db, body, { id: c.var.user.id })
    return c.json(
      {
        message: 'Contract created successfully',
        id: created,
        the_contract_id: body.the_contract_id,
      },
      201,
    )
  },
)

contractsRouter.openapi(
  createRoute({
    method: 'get',
    path: '/contracts/summary',
    ...access('admin'),
    tags,
    summary: 'Sum up contracts',
    operationId: 'summarizeContracts',
    description:
      'Admin only. Every filter of the list, or `ids` (a selection), as the export takes them: ' +
      'how many live contracts match, the sums of their client and vendor prices and margins ' +
      '(of the terms in effect today) and their mean allocation, exactly, whatever the count ' +
      'limit.',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser, requireAdmin] as const,
    request: { query: ContractExportQuery },
    responses: {
      200: jsonContent(ContractSummary, 'The sums.'),
      ...errorResponses(401, 403, 422),
    },
  }),
  async (c) =>
    c.json(await contractSummary(c.var.db, c.req.valid('query'), await readingOf(c)), 200),
)

contractsRouter.openapi(
  createRoute({
    method: 'get',
    path: '/contracts/groups',
    ...access('admin'),
    tags,
    summary: 'Group contracts',
    operationId: 'groupContracts',
    description:
      'Admin only. Every filter of the list, and `by`: the live contracts that match, grouped, ' +
      'each group with its count and the sums of its client and vendor prices and margins (of ' +
      'the terms in effect today), exactly, whatever the count limit; largest count first, at ' +
      "most 500 groups. Each group's `key` is a filter value of the list, so a group opens as " +
      'the list filtered to it.',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser, requireAdmin] as const,
    request: { query: ContractGroupsQuery },
    responses: {
      200: jsonContent(ContractGroups, 'The groups.'),
      ...errorResponses(401, 403, 422),
    },
  }),
  async (c) => {
    const { by, ...filters } = c.req.valid('query')
    return c.json(await contractGroups(c.var.db, filters, by, await readingOf(c)), 200)
  },
)

const editDescription =
  'Admin only. Merges the body over the stored contract: omitted fields are kept, nothing is nulled, ' +
  'unknown fields are ignored. A rejected edit changes nothing. `client_price`, `vendor_price`, ' +
  '`allocation` and `max_hours` correct the term in effect today (extension: see the terms); a ' +
  '`contract_start` on or after a later term’s day, or a `contract_end` before one, is a 422 on it ' +
  '(remove the term first); the first term moves with the start.'

for (const variant of [
  {
    path: '/contracts/{the_contract_id}',
    params: PublicIdParams,
    by: 'public id',
    operation: 'ByPublicId',
  },
  { path: '/contracts/id/{id}', params: NumericIdParams, by: 'numeric id', operation: '' },
] as const) {
  contractsRouter.openapi(
    createRoute({
      method: 'get',
      path: variant.path,
      ...access('admin'),
      tags,
      summary: `Get one contract by ${variant.by}`,
      operationId: `getContract${variant.operation}`,
      'x-extension': true,
      security: bearer,
      middleware: [requireUser, requireAdmin] as const,
      request: { params: variant.params },
      responses: {
        200: withEtagHeader(ContractRecord, 'The contract.'),
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const contract = await findContractRecord(
        c.var.db,
        keyOf(c.req.valid('param')),
        await readingOf(c),
      )
      if (!contract) throw notFound('Contract')
      return c.json(withEtag(c, contract), 200)
    },
  )

  contractsRouter.openapi(
    createRoute({
      method: 'post',
      path: `${variant.path}/edit`,
      ...access('admin'),
      tags,
      summary: `Edit contract by ${variant.by}`,
      operationId: `editContract${variant.operation}`,
      description: editDescription,
      security: bearer,
      middleware: [requireUser, requireAdmin] as const,
      request: {
        params: variant.params,
        headers: ifMatchHeader('The contract’s ETag comes from its GET (either path).'),
        body: jsonBody(EditContractBody, { status: 'ongoing' }),
      },
      responses: {
        200: jsonContent(MessageBody, '`Contract updated successfully`'),
        ...errorResponses(400, 401, 403, 404, 413, 415, 422),
        ...changedSinceResponse(ContractRecord),
      },
    }),
    async (c) => {
      await editContract(c.var.db, keyOf(c.req.valid('param')), c.req.valid('json'), {
        writer: { id: c.var.user.id },
        expected: ifMatchOf(c),
        reading: await readingOf(c),
      })
      return c.json({ message: 'Contract updated successfully' }, 200)
    },
  )

  contractsRouter.openapi(
    createRoute({
      method: 'delete',
      path: variant.path,
      ...access('admin'),
      tags,
      summary: `Terminate contract by ${variant.by}`,
      operationId: `terminateContract${variant.operation}`,
      description:
        'Admin only. A soft delete: the contract leaves every list and look-up (404 after); the row is kept.',
      security: bearer,
      middleware: [requireUser, requireAdmin] as const,
      request: {
        params: variant.params,
        headers: ifMatchHeader('The contract’s ETag comes from its GET (either path).'),
      },
      responses: {
        200: jsonContent(MessageBody, '`Contract deleted successfully`'),
        ...errorResponses(400, 401, 403, 404, 422),
        ...changedSinceResponse(ContractRecord),
      },
    }),
    async (c) => {
      await terminateContract(c.var.db, keyOf(c.req.valid('param')), {
        writer: { id: c.var.user.id },
        expected: ifMatchOf(c),
        reading: await readingOf(c),
      })
      return c.json({ message: 'Contract deleted successfully' }, 200)
    },
  )
}

recordHistoryRoute(contractsRouter, {
  resource: 'contract',
  path: '/contracts/id/{id}/history',
  param: 'id',
  access: 'admin',
  summary: 'History of a contract',
  operationId: 'getContractHistory',
  description: `Admin only. A terminated contract's history stays readable. ${HISTORY_ENTRY}`,
  check: async (c, id) => {
    if (!(await contractExists(c.var.db, id))) throw notFound('Contract')
  },
})
