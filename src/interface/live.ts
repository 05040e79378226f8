import { RowId } from './common'
import { HISTORY_ACTIONS } from './history-values'
import { choiceOf, z } from './messages'
import { RECORD_RESOURCES } from './resources'

/**
 * The change feed (`GET /api/v1/events`) and presence (`POST /api/v1/presence`): the shapes of
 * what the stream sends and what presence takes. The feed's events are the history's entries
 * (server/live): an event's id is its entry's id.
 */

/** What a change event names: the seed's records, the saved views and each record resource. */
export const LIVE_RESOURCES = [
  'contract',
  'inquiry',
  'position',
  'user',
  'view',
  ...RECORD_RESOURCES.map((resource) => resource.history),
] as const
export type LiveResource = 'contract' | 'inquiry' | 'position' | 'user' | 'view' | (string & {})

export const ChangeEvent = /* @__PURE__ */ z
  .object({
    resource: z.string().meta({
      description:
        '`contract`, `inquiry`, `position`, `user` or `view`, or the name of a record resource ' +
        '(admins only).',
    }),
    id: RowId,
    action: z.enum(HISTORY_ACTIONS),
    actor: z.object({ id: RowId, name: z.string() }).nullable().meta({
      description: 'Who wrote it; null when no signed-in person did (command line, seeding).',
    }),
    at: z.string(),
    version: z
      .number()
      .int()
      .nullable()
      .meta({
        description:
          "The record's version when the event is sent (a later write sends its own event); null " +
          'when the record is gone for good.',
      }),
    parent: z
      .object({ resource: z.literal('inquiry'), id: RowId })
      .optional()
      .meta({
        description:
          'Of a position only: the inquiry it belongs to, whose row in a list the change may move.',
      }),
  })
  .meta({
    id: 'ChangeEvent',
    description: 'Extension: the `data` of an `event: change` of the stream: one record written.',
  })
export type ChangeEvent = z.infer<typeof ChangeEvent>

/** The records whose presence is kept: the ones with a page of their own. */
export const PRESENCE_RESOURCES = ['contract', 'inquiry', 'user'] as const
export type PresenceResource = (typeof PRESENCE_RESOURCES)[number]
export const PRESENCE_STATES = ['viewing', 'editing', 'left'] as const
export type PresenceState = (typeof PRESENCE_STATES)[number]

export const PresenceBody = /* @__PURE__ */ z
  .object({
    resource: choiceOf(PRESENCE_RESOURCES, 'a resource'),
    id: RowId,
    state: choiceOf(PRESENCE_STATES, 'a state'),
    tab: z
      .string()
      .trim()
      .max(64)
      .optional()
      .meta({
        description:
          'Which of your browser tabs (any id the tab keeps while open): one that leaves leaves ' +
          'the others as they are. Without it, all of yours count as one.',
      }),
  })
  .meta({
    id: 'PresenceBody',
    description:
      'Extension: that you have a record open (`viewing`), are changing it (`editing`), or closed ' +
      'it (`left`). Sent on opening, every 20 s while open, and on leaving; a tab not heard from ' +
      'for 45 s drops out. You are `editing` while any of your tabs is, and gone once every one ' +
      'has left.',
  })
export type PresenceBody = z.infer<typeof PresenceBody>

export const PresenceEvent = /* @__PURE__ */ z
  .object({
    resource: z.enum(PRESENCE_RESOURCES),
    id: RowId,
    people: z.array(
      z.object({
        id: RowId,
        name: z.string(),
        state: z.enum(['viewing', 'editing']),
      }),
    ),
  })
  .meta({
    id: 'PresenceEvent',
    description:
      'Extension: the `data` of an `event: presence`: everyone who has the record open now ' +
      '(yourself included), sent whenever that list changes.',
  })
export type PresenceEvent = z.infer<typeof PresenceEvent>

/** `event: ready`, the first of every stream: the id it begins after. */
export const ReadyEvent = /* @__PURE__ */ z
  .object({ last_event_id: z.number().int().min(0) })
  .meta({ id: 'ReadyEvent' })
export type ReadyEvent = z.infer<typeof ReadyEvent>

export const EventsQuery = /* @__PURE__ */ z.object({
  last_event_id: z.coerce.number<string>().int().min(0).optional().meta({
    description:
      'Replay every event after this id (as the `Last-Event-ID` header does; the header wins).',
  }),
})
