import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import {
  ContractRecord,
  ContractTerm,
  ContractTermList,
  CreateTermBody,
  ExtendContractBody,
  IdParam,
  z,
} from '../../src/interface'
import { requireAdmin, requireUser } from '../auth/middleware'
import { findContractRecord } from '../db/contract-reads'
import { addTerm, listTerms, removeTerm } from '../db/contract-terms'
import { extendContract } from '../db/contracts'
import type { AppEnv } from '../http/env'
import { notFound, validationHook } from '../http/errors'
import { access, bearer, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import { readingOf } from './contracts'

/** A contract over time: its terms (prices and workload from a day on) and its extensions. */
export const contractTermsRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

const tags = ['Contracts']
const param = (name: string) => IdParam.meta({ param: { name, in: 'path' } })
const ContractParams = z.object({ id: param('id') })
const TermParams = z.object({ id: param('id'), termId: param('termId') })
const common = {
  ...access('admin'),
  tags,
  'x-extension': true,
  security: bearer,
}

contractTermsRouter.openapi(
  createRoute({
    ...common,
    middleware: [requireUser, requireAdmin] as const,
    method: 'get',
    path: '/contracts/id/{id}/terms',
    summary: 'Terms of a contract',
    operationId: 'listContractTerms',
    description:
      'Admin only. Every term, oldest first; `in_effect` marks the one the contract answers with ' +
      'today (the server’s UTC date; the first term before the contract starts).',
    request: { params: ContractParams },
    responses: {
      200: jsonContent(ContractTermList, 'The terms.'),
      ...errorResponses(401, 403, 404, 422),
    },
  }),
  async (c) => {
    const terms = await listTerms(c.var.db, c.req.valid('param').id, (await readingOf(c)).today)
    if (!terms) throw notFound('Contract')
    return c.json({ terms }, 200)
  },
)

contractTermsRouter.openapi(
  createRoute({
    ...common,
    middleware: [requireUser, requireAdmin] as const,
    method: 'post',
    path: '/contracts/id/{id}/terms',
    summary: 'Change a contract’s rate or workload from a day',
    operationId: 'addContractTerm',
    description:
      'Admin only. A new term from `effective_from` (within the contract’s period, on no other ' +
      'term’s day: 422 on `effective_from`); fields left out carry over from the term before it. ' +
      'A past day is allowed (a correction back in time). The contract’s version moves on and its ' +
      'history records `term_added` with what changed and the reason.',
    request: {
      params: ContractParams,
      body: jsonBody(CreateTermBody, {
        effective_from: '2026-12-01',
        client_price: '95',
        reason: 'Annual rate review',
      }),
    },
    responses: {
      201: jsonContent(ContractTerm, 'The term.'),
      ...errorResponses(400, 401, 403, 404, 413, 415, 422),
    },
  }),
  async (c) => {
    const term = await addTerm(
      c.var.db,
      c.req.valid('param').id,
      c.req.valid('json'),
      { id: c.var.user.id },
      (await readingOf(c)).today,
    )
    return c.json(term, 201)
  },
)

contractTermsRouter.openapi(
  createRoute({
    ...common,
    middleware: [requireUser, requireAdmin] as const,
    method: 'delete',
    path: '/contracts/id/{id}/terms/{termId}',
    summary: 'Remove a future term',
    operationId: 'removeContractTerm',
    description:
      'Admin only. Only a term that starts after today; the first term, or one in effect or past: ' +
      '422 on `term_id`. History records `term_removed`.',
    request: { params: TermParams },
    responses: {
      204: { description: 'Removed.' },
      ...errorResponses(401, 403, 404, 422),
    },
  }),
  async (c) => {
    const { id, termId } = c.req.valid('param')
    await removeTerm(c.var.db, id, termId, { id: c.var.user.id }, (await readingOf(c)).today)
    return c.body(null, 204)
  },
)

contractTermsRouter.openapi(
  createRoute({
    ...common,
    middleware: [requireUser, requireAdmin] as const,
    method: 'post',
    path: '/contracts/id/{id}/extend',
    summary: 'Extend a contract',
    operationId: 'extendContract',
    description:
      'Admin only. Moves `contract_end` later (not earlier or the same: 422; an open-ended ' +
      'contract: 422), both on `contract_end`. With `client_price`, `vendor_price` or ' +
      '`allocation`, adds a term from the day after the old end. History records `extended` with ' +
      'the reason. Answers the contract.',
    request: {
      params: ContractParams,
      body: jsonBody(ExtendContractBody, {
        contract_end: '2027-03-31',
        reason: 'Project extended by the client',
      }),
    },
    responses: {
      200: jsonContent(ContractRecord, 'The contract as it is now.'),
      ...errorResponses(400, 401, 403, 404, 413, 415, 422),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param')
    const reading = await readingOf(c)
    await extendContract(c.var.db, id, c.req.valid('json'), { id: c.var.user.id }, reading.today)
    const contract = await findContractRecord(c.var.db, { id }, reading)
    if (!contract) throw notFound('Contract')
    return c.json(contract, 200)
  },
)
