import type { Config } from '../config'
import {
  dailyMail,
  makeNotifications,
  markEmailed,
  recordDigest,
  instantMail,
  underScheduleLock,
} from '../db/notifications'
import type { Database } from '../db/open'
import { defaultLog, type Logger } from '../ops/log'
import { digestMessage, instantMessage, mailerOf, type Mailer } from './mail'

/**
 * The notification schedule, inside the API process: every NOTIFY_INTERVAL_SECONDS each process
 * tries; the one that takes the PostgreSQL advisory lock makes the notifications due, then (with
 * SMTP_URL) sends the e-mail due. A notification is made once by its unique key, whichever
 * process or run gets there, so a restart or a second process makes no duplicate.
 */

/** The daily digest goes out from this hour (UTC) on. */
export const DIGEST_HOUR_UTC = 7
/** At most this many instant e-mails a run; the rest go on the next. */
const INSTANT_PER_RUN = 200

export interface TickResult {
  /** Notifications made; undefined when another process held the lock. */
  made: number | undefined
  /** E-mails sent. */
  mailed: number
}

const dayOf = (now: Date) => now.toISOString().slice(0, 10)

async function sendDue(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  now: Date,
  log: Logger,
): Promise<number> {
  const sent = await underScheduleLock(db, async (tx) => {
    let mailed = 0
    const emailed: number[] = []
    for (const item of await instantMail(tx, INSTANT_PER_RUN)) {
      try {
        await mailer.send(instantMessage(publicUrl, item))
        emailed.push(item.id)
        mailed += 1
      } catch (error) {
        // Left unmarked: tried again on the next run (for a day).
        log.warn({ err: error, notification: item.id }, 'notification e-mail not sent')
      }
    }
    await markEmailed(tx, emailed)
    if (now.getUTCHours() < DIGEST_HOUR_UTC) return mailed
    const day = dayOf(now)
    for (const digest of await dailyMail(tx, day)) {
      try {
        if (digest.items.length > 0) {
          await mailer.send(digestMessage(publicUrl, digest, day))
          mailed += 1
        }
        await markEmailed(
          tx,
          digest.items.map((item) => item.id),
        )
        await recordDigest(tx, digest.userId, day)
      } catch (error) {
        log.warn({ err: error, user: digest.userId }, 'daily notification digest not sent')
      }
    }
    return mailed
  })
  return sent ?? 0
}

/** One run: what the schedule does every interval. Tests call it directly. */
export async function notifyTick(
  db: Database,
  config: Pick<Config, 'publicUrl'>,
  mailer: Mailer | undefined,
  { now = new Date(), log = defaultLog() }: { now?: Date; log?: Logger } = {},
): Promise<TickResult> {
  const made = await underScheduleLock(db, (tx) => makeNotifications(tx, dayOf(now)))
  const mailed = mailer ? await sendDue(db, mailer, config.publicUrl, now, log) : 0
  return { made, mailed }
}

export interface NotifySchedule {
  /** Stops the timer, waits for a run under way, closes the mailer. */
  stop(): Promise<void>
}

/** Starts the schedule of this process (server/main.ts); its timer never keeps the process alive. */
export function startNotifySchedule(
  db: Database,
  config: Config,
  log: Logger = defaultLog(),
): NotifySchedule {
  const mailer = mailerOf(config)
  let running: Promise<unknown> | undefined
  const run = () => {
    if (running) return
    running = notifyTick(db, config, mailer, { log })
      .catch((error: unknown) => log.error({ err: error }, 'notification schedule run failed'))
      .finally(() => (running = undefined))
  }
  const timer = setInterval(run, config.notifyIntervalSeconds * 1000)
  timer.unref()
  run()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
      mailer?.close()
    },
  }
}
