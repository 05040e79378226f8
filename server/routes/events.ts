import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { EventsQuery, PresenceBody, z } from '../../src/interface'
import { requireUser } from '../auth/middleware'
import { presenceRecord } from '../db/presence'
import type { AppEnv } from '../http/env'
import { fieldError, forbidden, notFound, validationHook } from '../http/errors'
import { access, bearer, errorResponses, jsonBody } from '../http/openapi'
import { mayRead } from '../db/read-rule'
import { liveHub, PRESENCE_TIMEOUT_MS, REPLAY_MOST } from '../live/hub'
import { streamBody } from '../live/stream-body'
import { FEED_POSITION_HEADER } from '../../src/interface/live-values'

export const eventsRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

const tags = ['Live changes']

eventsRouter.openapi(
  createRoute({
    method: 'get',
    path: '/events',
    // Anyone signed in may open one; what it carries follows each record's own read rule.
    ...access('signed in'),
    tags,
    summary: 'Stream changes, presence and notifications',
    operationId: 'streamEvents',
    description:
      '`text/event-stream`, read with a streaming `fetch` (the token goes in `Authorization` as on ' +
      'every call). It begins with `event: ready` (`{"last_event_id"}`: the id it goes on after). ' +
      'Then, within a second of its commit on any API process, each write of a record you may ' +
      'read: `id: <feed id>` / `event: change` / `data:` a `ChangeEvent`, one per record written ' +
      '(a bulk edit of 300 contracts sends 300), in id order. Client staff get only their own ' +
      "company's inquiries and positions and their own user; admins everything; a saved view " +
      'goes to its owner, and to their peers when it is shared. `event: presence` (a ' +
      '`PresenceEvent`) when the people who have a record open change, `event: notification` ' +
      '(one of `GET /notifications`) when you get one, and `: keep-alive` at least every 20 s. ' +
      'Reconnecting with `Last-Event-ID` (or `last_event_id`) replays every event after it that ' +
      `you may see. Every other successful \`GET\` answers \`${FEED_POSITION_HEADER}: <feed id>\`: its data ` +
      'holds every change through that id. Open the stream with `last_event_id` set to the ' +
      'smallest you were given before it opened, and no change made between your reads and the ' +
      'stream is missed. The feed is the history, which is kept for good; but a stream that missed ' +
      `more than ${REPLAY_MOST.toLocaleString('en')} events, or names an id this feed never ` +
      'gave (a restored database), begins with `id: <newest>` / `event: reset` / `data: {}` ' +
      'instead: reload what you show. The server ends a stream at the next keep-alive once its ' +
      'token is revoked or expired or its user deleted (reconnecting then answers 401), and ends ' +
      'one whose client has stopped reading more than `EVENTS_SEND_BUFFER_BYTES` of it (8 MiB by ' +
      'default): reconnect with `Last-Event-ID`. Behind nginx, set `proxy_buffering off` for ' +
      'this path.',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser] as const,
    request: {
      query: EventsQuery,
      headers: z.object({
        'last-event-id': z.string().optional().meta({
          description: 'The id of the last event you received: replay every one after it.',
        }),
      }),
    },
    responses: {
      200: {
        description: 'The stream, until you close it.',
        content: { 'text/event-stream': { schema: z.string() } },
      },
      ...errorResponses(401, 422),
    },
  }),
  async (c) => {
    const header = c.req.header('Last-Event-ID')
    if (header !== undefined && !/^\d{1,15}$/.test(header.trim()))
      throw fieldError('Last-Event-ID', 'The Last-Event-ID must be an event id.')
    const lastEventId = header === undefined ? c.req.valid('query').last_event_id : Number(header)
    const hub = await liveHub(c.var.db, c.var.config)
    const body = streamBody(c.var.config.eventsSendBufferBytes)
    const subscriber = await hub.subscribe(c.var.user, lastEventId, body.write, body.close)
    void body.ended.then(() => hub.unsubscribe(subscriber))
    return c.newResponse(body.stream, 200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
    })
  },
)

/** The company owning the record `user` may read (null: none does); else 403 or 404. */
async function presenceCompany(c: { var: AppEnv['Variables'] }, body: PresenceBody) {
  const { user, db } = c.var
  if (body.resource === 'contract' && user.type !== 'admin')
    throw forbidden('Only admins may see contracts.')
  const record = await presenceRecord(db, body.resource, body.id)
  const readable = record !== undefined && mayRead(user, body.resource, body.id, record.companyId)
  if (!readable)
    throw notFound(
      body.resource === 'contract' ? 'Contract' : body.resource === 'inquiry' ? 'Inquiry' : 'User',
    )
  return record.companyId
}

eventsRouter.openapi(
  createRoute({
    method: 'post',
    path: '/presence',
    ...access('company'),
    tags,
    summary: 'Say that you have a record open',
    operationId: 'setPresence',
    description:
      'Tells everyone who may read the record, through their event streams (`event: presence`), ' +
      'that you have it open (`viewing`), are changing it (`editing`) or closed it (`left`). ' +
      `Send it on opening, every 20 s while open, and on leaving: after ${PRESENCE_TIMEOUT_MS / 1000} s ` +
      'without word you drop out. A record you may not read answers as reading it would (403 or 404).',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser] as const,
    request: {
      body: jsonBody(PresenceBody, { resource: 'contract', id: 1, state: 'viewing' }),
    },
    responses: {
      204: { description: 'Told.' },
      ...errorResponses(400, 401, 403, 404, 413, 415, 422),
    },
  }),
  async (c) => {
    const body = c.req.valid('json')
    const companyId = await presenceCompany(c, body)
    const hub = await liveHub(c.var.db, c.var.config)
    await hub.setPresence(c.var.user, body, companyId)
    return c.body(null, 204)
  },
)
