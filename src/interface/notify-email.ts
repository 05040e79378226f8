import { choiceOf } from './messages'

/** How a person gets their notifications by e-mail: never, each at once, or one digest a day. */
export const NOTIFY_EMAIL = ['off', 'instant', 'daily'] as const
export type NotifyEmail = (typeof NOTIFY_EMAIL)[number]
export const NotifyEmailChoice = /* @__PURE__ */ choiceOf(
  NOTIFY_EMAIL,
  'how to be told by e-mail',
).meta({
  description:
    'Extension: your notifications by e-mail: `off` (the default), `instant` (each as it is made) ' +
    'or `daily` (one digest of the unread ones at 07:00 UTC). Sent only when the server has ' +
    '`SMTP_URL`.',
})
