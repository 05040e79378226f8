import nodemailer, { type Transporter } from 'nodemailer'
import { notificationText } from '../../src/interface/notification-texts'
import type { Config } from '../config'
import type { Digest, MailItem } from '../db/notifications'

/**
 * Notification e-mail through SMTP_URL, with nodemailer: plain text, each link in full (the
 * dashboard's PUBLIC_URL and the notification's path).
 */

export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>
  close(): void
}

/** The mailer of SMTP_URL; undefined without one (then nothing is sent). */
export function mailerOf(config: Pick<Config, 'smtpUrl' | 'smtpFrom'>): Mailer | undefined {
  if (!config.smtpUrl) return undefined
  const transport: Transporter = nodemailer.createTransport(config.smtpUrl)
  return {
    send: async (message) => {
      await transport.sendMail({ from: config.smtpFrom, ...message })
    },
    close: () => transport.close(),
  }
}

const linkOf = (publicUrl: string, item: MailItem) => `${publicUrl}${item.link}`

/** One notification as its own message: its title the subject. */
export function instantMessage(publicUrl: string, item: MailItem) {
  return {
    to: item.email,
    subject: item.title,
    text: [
      item.title,
      item.body,
      notificationText(item.locale, 'openIt', { link: linkOf(publicUrl, item) }),
    ]
      .filter(Boolean)
      .join('\n\n'),
  }
}

/** A day's unread notifications as one message. */
export function digestMessage(publicUrl: string, digest: Digest, day: string) {
  const count = digest.items.length
  return {
    to: digest.email,
    subject: notificationText(digest.locale, count === 1 ? 'digestSubjectOne' : 'digestSubject', {
      count,
      day,
    }),
    text: [
      notificationText(digest.locale, 'hello', { name: digest.name }),
      ...digest.items.map((item) =>
        [`- ${item.title}`, item.body && `  ${item.body}`, `  ${linkOf(publicUrl, item)}`]
          .filter(Boolean)
          .join('\n'),
      ),
      notificationText(digest.locale, 'inbox', { link: `${publicUrl}/` }),
    ].join('\n\n'),
  }
}
