import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { and, eq, isNull, sql } from 'drizzle-orm'
import {
  ContractList,
  ContractListQuery,
  ContractRecord,
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
  applyConsultant,
  checkCompanies,
  contractKeyCondition,
  findContract,
  mergeContractEdit,
  refreshContractSearch,
  type ContractKey,
} from '../db/contracts'
import type { Database } from '../db/open'
import { contracts } from '../db/schema'
import { isUniqueViolation } from '../db/users'
import type { AppEnv } from '../http/env'
import { fieldError, notFound, validationHook } from '../http/errors'
import { access, bearer, errorResponses, jsonBody, jsonContent, jsonText } from '../http/openapi'
import { contractJson, listContracts } from './contracts-query'

export const contractsRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

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
      c.var.reader,
      c.var.countCache,
      filters,
      per_page,
      (page - 1) * per_page,
    )
    const meta = JSON.stringify(paginationMeta(list.total, page, per_page, list.rows))
    // The page arrives as JSON text from Postgres: spliced in, never parsed and re-encoded.
    return jsonText<ContractList>(c, `${meta.slice(0, -1)},"contracts":${list.json}}`)
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
    const created = await c.var.db.transaction(async (tx) => {
      await checkCompanies(tx, body)
      const taken = await tx
        .select({ id: contracts.id })
        .from(contracts)
        .where(eq(contracts.theContractId, body.the_contract_id))
      if (taken.length > 0)
        throw fieldError('the_contract_id', 'This contract id has already been used.')
      const consultantId = await applyConsultant(tx, body.selected_consultant)
      const values = mergeContractEdit(
        { contractStart: body.contract_start, contractEnd: null, isInfinite: false },
        body,
      )
      const [row] = await tx
        .insert(contracts)
        .values({
          ...values,
          theContractId: body.the_contract_id,
          clientCompanyId: body.client_company_id,
          vendorCompanyId: body.vendor_company_id,
          contractStart: body.contract_start,
          consultantId: consultantId ?? null,
        })
        .returning({ id: contracts.id })
        .catch((err: unknown) => {
          throw isUniqueViolation(err)
            ? fieldError('the_contract_id', 'This contract id has already been used.')
            : err
        })
      await refreshContractSearch(tx, eq(contracts.id, row!.id))
      return row!.id
    })
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

async function editContract(db: Database, key: ContractKey, body: EditContractBody) {
  await db.transaction(async (tx) => {
    const existing = await findContract(tx, key)
    await checkCompanies(tx, body)
    const values = mergeContractEdit(existing, body)
    const consultantId = await applyConsultant(tx, body.selected_consultant)
    await tx
      .update(contracts)
      .set({ ...values, consultantId, updatedAt: sql`now()` })
      .where(eq(contracts.id, existing.id))
    await refreshContractSearch(tx, eq(contracts.id, existing.id))
  })
}

async function terminateContract(db: Database, key: ContractKey) {
  // In a transaction, so that a 404 rolls back even the data version the update's trigger moved.
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(contracts)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(contractKeyCondition(key), isNull(contracts.deletedAt)))
      .returning({ id: contracts.id })
    if (!row) throw notFound('Contract')
  })
}

const editDescription =
  'Admin only. Merges the body over the stored contract: omitted fields are kept, nothing is nulled, ' +
  'unknown fields are ignored. A rejected edit changes nothing.'

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
        200: jsonContent(ContractRecord, 'The contract.'),
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const json = await contractJson(c.var.reader, keyOf(c.req.valid('param')))
      if (json === undefined) throw notFound('Contract')
      return jsonText<ContractRecord>(c, json)
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
      request: { params: variant.params, body: jsonBody(EditContractBody, { status: 'ongoing' }) },
      responses: {
        200: jsonContent(MessageBody, '`Contract updated successfully`'),
        ...errorResponses(400, 401, 403, 404, 413, 415, 422),
      },
    }),
    async (c) => {
      await editContract(c.var.db, keyOf(c.req.valid('param')), c.req.valid('json'))
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
      request: { params: variant.params },
      responses: {
        200: jsonContent(MessageBody, '`Contract deleted successfully`'),
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      await terminateContract(c.var.db, keyOf(c.req.valid('param')))
      return c.json({ message: 'Contract deleted successfully' }, 200)
    },
  )
}
