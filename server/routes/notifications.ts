import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import {
  FollowBody,
  FollowResource,
  FollowState,
  IdParam,
  MarkReadBody,
  NotificationList,
  NotificationListQuery,
  paginationMeta,
  z,
} from '../../src/interface'
import { requireUser } from '../auth/middleware'
import { followState, listNotifications, markRead, setFollowing } from '../db/notifications'
import type { AppEnv } from '../http/env'
import { notFound, validationHook } from '../http/errors'
import { access, bearer, errorResponses, jsonBody, jsonContent } from '../http/openapi'

export const notificationsRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

const tags = ['Notifications']

notificationsRouter.openapi(
  createRoute({
    method: 'get',
    path: '/notifications',
    ...access('signed in'),
    tags,
    summary: 'Your notifications',
    operationId: 'listNotifications',
    description:
      'Yours only, newest first; `unread=1` only the unread ones. `unread` counts every unread one. ' +
      'Kinds: `contract_ending` (admins: a live contract ends within 30 days), ' +
      '`changed_while_following` (someone else changed a record you follow: one you created or ' +
      'edited, or followed, and did not unfollow; only records you may read) and ' +
      '`notice_deadline` (to come). Each is made once; new ones also arrive on the event stream ' +
      'as `event: notification`.',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser] as const,
    request: { query: NotificationListQuery },
    responses: {
      200: jsonContent(NotificationList, 'One page of your notifications.'),
      ...errorResponses(401, 422),
    },
  }),
  async (c) => {
    const { page, per_page, unread } = c.req.valid('query')
    const list = await listNotifications(c.var.db, c.var.user.id, {
      unreadOnly: unread === '1',
      limit: per_page,
      offset: (page - 1) * per_page,
    })
    return c.json(
      {
        ...paginationMeta(
          { total: list.total, exact: true },
          page,
          per_page,
          list.notifications.length,
        ),
        notifications: list.notifications,
        unread: list.unread,
      },
      200,
    )
  },
)

notificationsRouter.openapi(
  createRoute({
    method: 'post',
    path: '/notifications/read',
    ...access('signed in'),
    tags,
    summary: 'Mark notifications read',
    operationId: 'markNotificationsRead',
    description:
      '`{"ids": [...]}` marks these of yours read (anyone else’s ids change nothing), ' +
      '`{"all": true}` every one of yours.',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser] as const,
    request: { body: jsonBody(MarkReadBody, { ids: [1] }) },
    responses: {
      204: { description: 'Marked.' },
      ...errorResponses(400, 401, 413, 415, 422),
    },
  }),
  async (c) => {
    await markRead(c.var.db, c.var.user.id, c.req.valid('json'))
    return c.body(null, 204)
  },
)

notificationsRouter.openapi(
  createRoute({
    method: 'post',
    path: '/follows',
    ...access('company'),
    tags,
    summary: 'Follow a record',
    operationId: 'follow',
    description:
      'Be told (`changed_while_following`) when someone else changes it. A record you may not ' +
      'read answers 404, as one that is not there.',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser] as const,
    request: { body: jsonBody(FollowBody, { resource: 'inquiry', id: 1 }) },
    responses: {
      204: { description: 'Followed.' },
      ...errorResponses(400, 401, 404, 413, 415, 422),
    },
  }),
  async (c) => {
    const { resource, id } = c.req.valid('json')
    await setFollowing(c.var.db, c.var.user, resource, id, true)
    return c.body(null, 204)
  },
)

const UnfollowParams = z.object({
  resource: z
    .string()
    .max(100)
    .meta({
      param: { name: 'resource', in: 'path' },
      description: 'What `POST /api/v1/follows` takes: `contract`, `inquiry`, `user`, …',
    }),
  id: IdParam.meta({ param: { name: 'id', in: 'path' } }),
})

notificationsRouter.openapi(
  createRoute({
    method: 'get',
    path: '/follows/{resource}/{id}',
    ...access('company'),
    tags,
    summary: 'Whether you follow a record',
    operationId: 'followState',
    description:
      "Whether you are told of others' changes to it, and whether you wrote it (you follow what " +
      'you created or edited unless you unfollowed it). A record you may not read, or a resource ' +
      'that is not one, answers 404.',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser] as const,
    request: { params: UnfollowParams },
    responses: {
      200: jsonContent(FollowState, 'Whether you follow it.'),
      ...errorResponses(401, 404, 422),
    },
  }),
  async (c) => {
    const params = c.req.valid('param')
    const resource = FollowResource.safeParse(params.resource)
    if (!resource.success) throw notFound('Record')
    return c.json(await followState(c.var.db, c.var.user, resource.data, params.id), 200)
  },
)

notificationsRouter.openapi(
  createRoute({
    method: 'delete',
    path: '/follows/{resource}/{id}',
    ...access('company'),
    tags,
    summary: 'Unfollow a record',
    operationId: 'unfollow',
    description:
      'No more `changed_while_following` for it, even though you created or edited it, until you ' +
      'follow it again. A record you may not read, or a resource that is not one, answers 404.',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser] as const,
    request: { params: UnfollowParams },
    responses: {
      204: { description: 'Unfollowed.' },
      ...errorResponses(401, 404, 422),
    },
  }),
  async (c) => {
    const params = c.req.valid('param')
    const resource = FollowResource.safeParse(params.resource)
    // A path naming no resource names nothing: as a record that is not there.
    if (!resource.success) throw notFound('Record')
    await setFollowing(c.var.db, c.var.user, resource.data, params.id, false)
    return c.body(null, 204)
  },
)
