import { PageQuery, PaginationMeta, RowId } from './common'
import { choiceOf, z } from './messages'
import { HISTORY_RESOURCES } from './resources'

/**
 * The inbox (`GET /api/v1/notifications`), marking read, following records, and the e-mail
 * setting of the current user. Notifications are made by the server's schedule (server/notify).
 */

/**
 * What a notification is about. `notice_deadline` waits for the contract's `notice_days`; it is
 * named here so that the dashboard and the API document know it already.
 */
export const NOTIFICATION_KINDS = [
  'contract_ending',
  'changed_while_following',
  'notice_deadline',
  'document_expiring',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export * from './notify-email'

export const Notification = /* @__PURE__ */ z
  .object({
    id: z.number().int(),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string().meta({
      description:
        'In the language the person had chosen (`locale`) when it was made; English if none.',
    }),
    body: z.string(),
    link: z.string().meta({ description: "The dashboard's page it is about, as a path." }),
    created_at: z.string(),
    read_at: z.string().nullable(),
  })
  .meta({ id: 'Notification' })
export type Notification = z.infer<typeof Notification>

export const NotificationListQuery = /* @__PURE__ */ PageQuery.extend({
  unread: z.enum(['0', '1']).optional().meta({ description: '`1`: only the unread ones.' }),
})
export type NotificationListQuery = z.infer<typeof NotificationListQuery>

export const NotificationList = /* @__PURE__ */ PaginationMeta.extend({
  notifications: z.array(Notification),
  unread: z.number().int().meta({ description: 'How many of yours are unread, in all.' }),
}).meta({ id: 'NotificationList' })
export type NotificationList = z.infer<typeof NotificationList>

const MAX_MARKED = 1000

export const MarkReadBody = /* @__PURE__ */ z
  .strictObject({
    ids: z.array(RowId).min(1).max(MAX_MARKED).optional().meta({
      description: 'These of yours; ids of others, or of none, are left alone.',
    }),
    all: z.literal(true).optional().meta({ description: 'Every one of yours.' }),
  })
  .superRefine((body, ctx) => {
    if ((body.ids === undefined) === (body.all === undefined))
      ctx.addIssue({ code: 'custom', path: ['ids'], message: 'Send either ids or all, not both.' })
  })
  .meta({
    id: 'MarkNotificationsRead',
    description:
      '`{"ids": [...]}` or `{"all": true}`: marks them read (read ones stay as they were).',
  })
export type MarkReadBody = z.infer<typeof MarkReadBody>

/** The records one can follow: those whose changes the history keeps. */
export const FollowResource = /* @__PURE__ */ choiceOf(HISTORY_RESOURCES, 'a resource')
export type FollowResource = z.infer<typeof FollowResource>

export const FollowBody = /* @__PURE__ */ z.object({ resource: FollowResource, id: RowId }).meta({
  id: 'Follow',
  description:
    'Extension: be told when someone else changes this record (`changed_while_following`). ' +
    'You follow what you created or edited already; this follows anything you may read.',
})
export type FollowBody = z.infer<typeof FollowBody>

export const FollowState = /* @__PURE__ */ z
  .object({
    following: z.boolean().meta({
      description: "Whether you are told of others' changes to it (`changed_while_following`).",
    }),
    wrote: z.boolean().meta({
      description: 'You created or edited it: you follow it unless you unfollowed it.',
    }),
  })
  .meta({ id: 'FollowState', description: 'Extension: whether you follow a record, and why.' })
export type FollowState = z.infer<typeof FollowState>
