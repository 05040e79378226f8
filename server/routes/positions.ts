import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import {
  AddPositionBody,
  CreatedBody,
  IdParam,
  InquiryDetail,
  MessageBody,
  PositionList,
} from '../../src/interface'
import { requireUser } from '../auth/middleware'
import { addPosition, cancelPosition } from '../db/inquiries'
import { findPositions } from '../db/inquiry-reads'
import type { AppEnv } from '../http/env'
import { changedSinceResponse, ifMatchHeader, ifMatchOf } from '../http/conditional'
import { notFound, validationHook } from '../http/errors'
import { access, bearer, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import { OrderIdParams } from './inquiries'

export const positionsRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

const tags = ['Positions']

positionsRouter.openapi(
  createRoute({
    method: 'get',
    path: '/inquiry/{orderId}/positions',
    ...access('company'),
    tags,
    summary: 'List positions of an inquiry',
    operationId: 'listPositions',
    description:
      'Every position of the inquiry, oldest first; not paginated. The seed declares no scheme here; ' +
      'this service asks for a bearer token like everywhere else.',
    security: bearer,
    middleware: [requireUser] as const,
    request: { params: OrderIdParams },
    responses: {
      200: jsonContent(PositionList, 'A plain array of positions.'),
      ...errorResponses(401, 404, 422),
    },
  }),
  async (c) => {
    const list = await findPositions(c.var.db, c.var.user, c.req.valid('param').orderId)
    if (!list) throw notFound('Inquiry')
    return c.json(list, 200)
  },
)

positionsRouter.openapi(
  createRoute({
    method: 'post',
    path: '/inquiry/{orderId}/positions',
    ...access('company'),
    tags,
    summary: 'Add position',
    operationId: 'addPosition',
    description:
      '`stage` must be `pending`. 409 when the inquiry is cancelled. Answers 200 with the new `id` (an added field).',
    security: bearer,
    middleware: [requireUser] as const,
    request: {
      params: OrderIdParams,
      body: jsonBody(AddPositionBody, {
        stage: 'pending',
        title: 'Shift lead',
        type: 'contract',
        budget: '4200',
        job_start: '2026-03-01T08:00:00Z',
        job_end: '2026-08-31T16:00:00Z',
        description: '<p>Leads the night shift.</p>',
      }),
    },
    responses: {
      200: jsonContent(CreatedBody, '`New position successfully added`'),
      ...errorResponses(400, 401, 404, 409, 413, 415, 422),
    },
  }),
  async (c) => {
    const { orderId } = c.req.valid('param')
    const body = c.req.valid('json')
    const id = await addPosition(c.var.db, c.var.user, orderId, body)
    return c.json({ message: 'New position successfully added', id }, 200)
  },
)

positionsRouter.openapi(
  createRoute({
    method: 'post',
    path: '/inquiry/{orderId}/positions/{positionId}/cancel',
    ...access('company'),
    tags,
    summary: 'Cancel position',
    operationId: 'cancelPosition',
    description:
      'Cancelling twice is not an error. A position has no GET of its own: `If-Match` takes the ' +
      'ETag of its inquiry (`GET /api/v1/inquiry/{orderId}`, which shows every position), and a ' +
      '412 answers that inquiry as it is now.',
    security: bearer,
    middleware: [requireUser] as const,
    request: {
      params: OrderIdParams.extend({
        positionId: IdParam.meta({ param: { name: 'positionId', in: 'path' } }),
      }),
      headers: ifMatchHeader(
        'The ETag of the position’s inquiry, from `GET /api/v1/inquiry/{orderId}`.',
      ),
    },
    responses: {
      200: jsonContent(MessageBody, '`Position successfully canceled`'),
      ...errorResponses(400, 401, 404, 422),
      ...changedSinceResponse(InquiryDetail),
    },
  }),
  async (c) => {
    const { orderId, positionId } = c.req.valid('param')
    await cancelPosition(
      c.var.db,
      { actor: c.var.user, expected: ifMatchOf(c) },
      orderId,
      positionId,
    )
    return c.json({ message: 'Position successfully canceled' }, 200)
  },
)
