import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { CreatedBody, IdParam, MessageBody, paginationMeta, z } from '../../src/interface'
import { capitalized, exampleBody, type RecordResource } from '../../src/interface/record'
import { requireAdmin, requireUser } from '../auth/middleware'
import { recordDoor } from '../db/records'
import {
  changedSinceResponse,
  ifMatchHeader,
  ifMatchOf,
  withEtag,
  withEtagHeader,
} from '../http/conditional'
import type { AppEnv } from '../http/env'
import { validationHook } from '../http/errors'
import { access, bearer, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import { HISTORY_ENTRY, recordHistoryRoute } from './history'

/**
 * The routes of a record resource (src/interface/record.ts), admins only: its list, one record
 * with its ETag, create, edit and delete (both conditional on If-Match), and its history. Every
 * write goes through its door (server/db/records.ts).
 */
export function recordRoutes(resource: RecordResource) {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  const door = recordDoor(resource)
  const { one, Record, Body, EditBody, List } = resource.record
  const { name, listQuery } = resource
  const One = capitalized(one)
  const Many = capitalized(name)
  const tags = [Many]
  const admins = {
    ...access('admin'),
    tags,
    'x-extension': true,
    security: bearer,
    middleware: [requireUser, requireAdmin],
  }
  const params = z.object({ id: IdParam.meta({ param: { name: 'id', in: 'path' } }) })
  const ifMatch = ifMatchHeader(`The ${one}’s ETag comes from \`GET /api/v1/${name}/{id}\`.`)

  router.openapi(
    createRoute({
      ...admins,
      method: 'get',
      path: `/${name}`,
      summary: `List ${name}`,
      operationId: `list${Many}`,
      description: `Admin only. Newest first; \`search\` matches any of its texts, ignoring case.`,
      request: { query: listQuery },
      responses: {
        200: jsonContent(List, `One page of ${name}.`),
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const { page, per_page, search } = c.req.valid('query')
      const { counted, rows } = await door.list(c.var.db, {
        search,
        limit: per_page,
        offset: (page - 1) * per_page,
        countLimit: c.var.config.countLimit,
      })
      return c.json({ ...paginationMeta(counted, page, per_page, rows.length), data: rows }, 200)
    },
  )

  router.openapi(
    createRoute({
      ...admins,
      method: 'get',
      path: `/${name}/{id}`,
      summary: `Get one ${one}`,
      operationId: `get${One}`,
      request: { params },
      responses: {
        200: withEtagHeader(Record, `The ${one}.`),
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const record = await door.find(c.var.db, c.req.valid('param').id)
      return c.json(withEtag(c, record), 200)
    },
  )

  router.openapi(
    createRoute({
      ...admins,
      method: 'post',
      path: `/${name}`,
      summary: `Create ${one}`,
      operationId: `create${One}`,
      description: 'Answers 201 with the new `id`.',
      request: { body: jsonBody(Body, exampleBody(resource)) },
      responses: {
        201: jsonContent(CreatedBody, `\`${One} created\``),
        ...errorResponses(400, 401, 403, 413, 415, 422),
      },
    }),
    async (c) => {
      const id = await door.create(c.var.db, c.var.user, c.req.valid('json'))
      return c.json({ message: `${One} created`, id }, 201)
    },
  )

  router.openapi(
    createRoute({
      ...admins,
      method: 'post',
      path: `/${name}/{id}/edit`,
      summary: `Edit ${one}`,
      operationId: `edit${One}`,
      description: 'Partial: omitted fields keep their values.',
      request: {
        params,
        headers: ifMatch,
        body: jsonBody(EditBody, exampleBody(resource)),
      },
      responses: {
        200: jsonContent(MessageBody, `\`${One} updated\``),
        ...errorResponses(400, 401, 403, 404, 413, 415, 422),
        ...changedSinceResponse(Record),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param')
      await door.update(c.var.db, c.var.user, id, c.req.valid('json'), () => ifMatchOf(c))
      return c.json({ message: `${One} updated` }, 200)
    },
  )

  router.openapi(
    createRoute({
      ...admins,
      method: 'delete',
      path: `/${name}/{id}`,
      summary: `Delete ${one}`,
      operationId: `delete${One}`,
      description: 'Deletes the row; its history keeps that it was. A second delete is 404.',
      request: { params, headers: ifMatch },
      responses: {
        200: jsonContent(MessageBody, `\`${One} deleted\``),
        ...errorResponses(400, 401, 403, 404, 422),
        ...changedSinceResponse(Record),
      },
    }),
    async (c) => {
      await door.remove(c.var.db, c.var.user, c.req.valid('param').id, () => ifMatchOf(c))
      return c.json({ message: `${One} deleted` }, 200)
    },
  )

  recordHistoryRoute(router, {
    resource: resource.history as Parameters<typeof recordHistoryRoute>[1]['resource'],
    path: `/${name}/{id}/history`,
    param: 'id',
    access: 'admin',
    summary: `History of a ${one}`,
    operationId: `get${One}History`,
    description: `Admin only. ${HISTORY_ENTRY} A deleted ${one}’s entries stay in the activity.`,
    check: (c, id) => door.find(c.var.db, id),
  })

  return router
}
