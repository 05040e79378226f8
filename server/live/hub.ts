import { sql } from 'drizzle-orm'
import type {
  PresenceBody,
  PresenceEvent,
  PresenceResource,
  PresenceState,
} from '../../src/interface'
import type { AuthUser } from '../auth/auth-user'
import { liveTokenUsers } from '../auth/tokens'
import type { Config } from '../config'
import type { Database } from '../db/open'
import { notificationById } from '../db/notifications'
import { rowsOf } from '../db/rows'
import { defaultLog } from '../ops/log'
import { listenTo, notify } from './channel'
import { mayRead } from '../db/read-rule'
import { feedBounds, mayReceive, readFeed, type FeedEvent } from './feed'

/**
 * One per API process and database: reads the feed's new events when PostgreSQL says there are
 * some (LISTEN `feed`, sent on commit by every statement that adds history entries) and sends each
 * to every open stream allowed to see it; keeps who has which record open (LISTEN `presence`), and
 * passes on new notifications (LISTEN `notification`).
 *
 * Events go out in id order and none is skipped: ids are taken when a write inserts its entries
 * but seen when it commits, so a later id can be seen first. A missing id is waited for until
 * every transaction that was running when it was first missed has ended (PostgreSQL's snapshot
 * says so); then it was rolled back, or never used, and is passed.
 */

/** At most this many events are replayed to a stream; one that missed more begins with a reset. */
export const REPLAY_MOST = 10_000
/** Presence: a person not heard from for this long has left. */
export const PRESENCE_TIMEOUT_MS = 45_000
const READ_BATCH = 500
/** How often the feed is read without being told to: a safety net for a lost notification. */
const SWEEP_MS = 5_000
/**
 * The least time from one read of the feed to the next that a notification asks for: the events of
 * the writes in between go out together, one query and one chunk a stream for them all, instead of
 * one each (20 writes a second to 500 streams were 10,000 socket writes a second).
 */
export const READ_EVERY_MS = 100

interface Subscriber {
  user: AuthUser
  /** The newest event id this stream has been sent (or passed). */
  lastSent: number
  /** While the stream replays: live events held until the replay is done. */
  held: FeedEvent[] | undefined
  /** `replayed`: part of the replay on subscribing (at most REPLAY_MOST events), never cut. */
  write: (text: string, replayed?: boolean) => void
  close: () => void
}

/** One tab of a person that has the record open. */
interface Present {
  userId: number
  name: string
  state: Exclude<PresenceState, 'left'>
  seen: number
}

interface PresenceNote {
  resource: PresenceResource
  id: number
  /** The company an inquiry belongs to: who else may see its presence. */
  companyId: number | null
  user: { id: number; name: string }
  state: PresenceState
  /** Which of the person's tabs ('' when the client does not say). */
  tab: string
}

/** A person's state over their tabs: editing in any, else viewing in any, else not there. */
function stateOf(tabs: Map<string, Present>, userId: number): Present['state'] | undefined {
  let state: Present['state'] | undefined
  for (const tab of tabs.values())
    if (tab.userId === userId && state !== 'editing') state = tab.state
  return state
}

const frame = (id: number | undefined, event: string, data: unknown) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

export class LiveHub {
  private floor = 0
  /** A missing id being waited for, and the snapshot's xmax when it was first missed. */
  private gap: { id: number; xmax: bigint } | undefined
  private reading: Promise<void> | undefined
  private readAgain = false
  /** When the last read began, and the read a notification has asked for, while it waits. */
  private lastRead = -Infinity
  private readDue: NodeJS.Timeout | undefined
  private readonly subscribers = new Set<Subscriber>()
  private readonly presence = new Map<
    string,
    /** By `<user id>:<tab>`. */
    { note: PresenceNote; people: Map<string, Present> }
  >()
  private readonly timers: NodeJS.Timeout[] = []
  private unlisten: (() => Promise<void>)[] = []
  private closed = false

  constructor(
    private readonly db: Database,
    private readonly config: Pick<Config, 'eventsKeepAliveSeconds'>,
  ) {}

  async start() {
    this.floor = (await feedBounds(this.db)).newest
    this.unlisten = await Promise.all([
      listenTo(
        this.db,
        'feed',
        () => this.readSoon(),
        () => this.read(),
      ),
      listenTo(
        this.db,
        'presence',
        (payload) => this.onPresence(payload),
        () => {},
      ),
      listenTo(
        this.db,
        'notification',
        (payload) => void this.onNotification(payload),
        () => {},
      ),
    ])
    const every = (ms: number, run: () => void) => {
      const timer = setInterval(run, ms)
      timer.unref()
      this.timers.push(timer)
    }
    every(SWEEP_MS, () => this.read())
    every(this.config.eventsKeepAliveSeconds * 1000, () => {
      for (const subscriber of this.subscribers) subscriber.write(': keep-alive\n\n')
      void this.recheckTokens().catch((error: unknown) =>
        defaultLog().warn({ err: error }, 'checking the streams’ tokens failed'),
      )
    })
    every(1_000, () => this.dropSilent(Date.now()))
  }

  /**
   * Goes on from `floor`, and forgets who had which record open: for a database emptied under a
   * running process (tests empty it), whose record ids begin again.
   */
  rewind(floor: number) {
    this.floor = floor
    this.gap = undefined
    this.presence.clear()
  }

  /** The newest event id every stream has been sent, or has passed. */
  get position() {
    return this.floor
  }

  /**
   * A new stream: replays what `user` may see after `lastEventId` (or begins with `event: reset`
   * when that is more than is kept, or not an id this feed has given), then goes on live.
   */
  async subscribe(
    user: AuthUser,
    lastEventId: number | undefined,
    write: (text: string, replayed?: boolean) => void,
    close: () => void,
  ): Promise<Subscriber> {
    // Whatever committed before the stream opened is replayed, not waited for.
    await this.caughtUp()
    const subscriber: Subscriber = { user, lastSent: this.floor, held: [], write, close }
    this.subscribers.add(subscriber)
    const through = this.floor
    const { oldest } = await feedBounds(this.db)
    const replay =
      lastEventId === undefined || lastEventId >= through
        ? []
        : lastEventId < oldest - 1
          ? undefined
          : await readFeed(this.db, lastEventId, REPLAY_MOST + 1, through)
    if (
      lastEventId !== undefined &&
      (lastEventId > through || replay === undefined || replay.length > REPLAY_MOST)
    ) {
      write(frame(through, 'reset', {}))
    } else {
      write(frame(undefined, 'ready', { last_event_id: lastEventId ?? through }))
      for (const event of replay ?? [])
        if (mayReceive(user, event)) write(frame(event.id, 'change', event.data), true)
    }
    subscriber.lastSent = through
    const held = subscriber.held ?? []
    subscriber.held = undefined
    for (const event of held) this.send(subscriber, event)
    return subscriber
  }

  /**
   * Every stream's token, checked again in one query: a stream whose token was revoked or expired,
   * or whose user was deleted, ends (reconnecting then answers 401); the others go on as their user
   * is now (a person made client staff no longer sees contracts).
   */
  private async recheckTokens() {
    if (this.subscribers.size === 0) return
    // Those open now: a stream opened while the query runs is checked next time.
    const checked = [...this.subscribers]
    const live = await liveTokenUsers(this.db, [
      ...new Set(checked.map(({ user }) => user.tokenId)),
    ])
    for (const subscriber of checked) {
      if (!this.subscribers.has(subscriber)) continue
      const user = live.get(subscriber.user.tokenId)
      if (user) subscriber.user = user
      else {
        this.subscribers.delete(subscriber)
        subscriber.close()
      }
    }
  }

  unsubscribe(subscriber: Subscriber) {
    this.subscribers.delete(subscriber)
  }

  get streams() {
    return this.subscribers.size
  }

  /** `text`: the event's frame, made once for every stream it goes to. */
  private send(subscriber: Subscriber, event: FeedEvent, text?: string) {
    if (subscriber.held) {
      subscriber.held.push(event)
      return
    }
    if (event.id <= subscriber.lastSent) return
    subscriber.lastSent = event.id
    if (mayReceive(subscriber.user, event))
      subscriber.write(text ?? frame(event.id, 'change', event.data))
  }

  /** Resolves once every event committed before the call has been read (or waits on a gap). */
  private async caughtUp() {
    this.read()
    while (this.reading) await this.reading
  }

  /** A read at once, or READ_EVERY_MS after the last one began if that is later. */
  private readSoon() {
    if (this.readDue) return
    const wait = this.lastRead + READ_EVERY_MS - performance.now()
    if (wait <= 0) return this.read()
    this.readDue = setTimeout(() => this.read(), wait)
    this.readDue.unref()
  }

  /** Reads and sends the events after the floor; one read at a time, again if asked meanwhile. */
  read(): void {
    clearTimeout(this.readDue)
    this.readDue = undefined
    if (this.closed) return
    if (this.reading) {
      this.readAgain = true
      return
    }
    this.lastRead = performance.now()
    this.reading = this.readOnce()
      .catch((error: unknown) =>
        defaultLog().warn({ err: error }, 'reading the change feed failed'),
      )
      .finally(() => {
        this.reading = undefined
        if (this.readAgain) {
          this.readAgain = false
          this.read()
        }
      })
  }

  private async snapshot() {
    const [row] = await rowsOf<{ xmin: string; xmax: string }>(
      this.db,
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
        pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
    )
    return { xmin: BigInt(row!.xmin), xmax: BigInt(row!.xmax) }
  }

  private async readOnce() {
    for (;;) {
      // Only a read that may pass a missing id needs a snapshot taken before it.
      const before = this.gap ? await this.snapshot() : undefined
      const events = await readFeed(this.db, this.floor, READ_BATCH)
      let waiting = false
      for (const event of events) {
        while (event.id > this.floor + 1) {
          const missing = this.floor + 1
          if (this.gap?.id === missing && before && before.xmin >= this.gap.xmax) {
            // Every transaction that could have held it has ended: it will never be seen.
            this.floor = missing
            this.gap = undefined
            continue
          }
          if (this.gap?.id !== missing)
            this.gap = { id: missing, xmax: (await this.snapshot()).xmax }
          waiting = true
          break
        }
        if (waiting) break
        this.floor = event.id
        this.gap = undefined
        const text = frame(event.id, 'change', event.data)
        for (const subscriber of this.subscribers) this.send(subscriber, event, text)
      }
      if (waiting) {
        const timer = setTimeout(() => this.read(), 50)
        timer.unref()
        return
      }
      if (events.length < READ_BATCH) return
    }
  }

  /** Tells every process (this one too) that `user` has a record open, is editing it, or left. */
  async setPresence(user: AuthUser, body: PresenceBody, companyId: number | null) {
    const note: PresenceNote = {
      resource: body.resource,
      id: body.id,
      companyId,
      user: { id: user.id, name: user.name },
      state: body.state,
      tab: body.tab ?? '',
    }
    await notify(this.db, 'presence', JSON.stringify(note))
  }

  private onPresence(payload: string) {
    const note = JSON.parse(payload) as PresenceNote
    const key = `${note.resource}:${note.id}`
    const entry = this.presence.get(key) ?? { note, people: new Map<string, Present>() }
    this.presence.set(key, entry)
    const before = stateOf(entry.people, note.user.id)
    const tab = `${note.user.id}:${note.tab ?? ''}`
    if (note.state === 'left') entry.people.delete(tab)
    else
      entry.people.set(tab, {
        userId: note.user.id,
        name: note.user.name,
        state: note.state,
        seen: Date.now(),
      })
    // A heartbeat, or a second tab, changes nothing: only the sender's own streams are told (a page
    // opened again).
    const changed = before !== stateOf(entry.people, note.user.id)
    this.sendPresence(key, changed ? undefined : note.user.id)
  }

  /** Drops everyone not heard from for PRESENCE_TIMEOUT_MS before `now`. */
  dropSilent(now: number) {
    for (const [key, entry] of this.presence) {
      let changed = false
      for (const [id, person] of entry.people)
        if (now - person.seen > PRESENCE_TIMEOUT_MS) {
          entry.people.delete(id)
          changed = true
        }
      if (changed) this.sendPresence(key)
    }
  }

  private sendPresence(key: string, onlyTo?: number) {
    const entry = this.presence.get(key)
    if (!entry) return
    const { resource, id, companyId } = entry.note
    const data: PresenceEvent = {
      resource,
      id,
      people: [...new Map([...entry.people.values()].map((tab) => [tab.userId, tab.name]))].map(
        ([personId, name]) => ({ id: personId, name, state: stateOf(entry.people, personId)! }),
      ),
    }
    if (entry.people.size === 0) this.presence.delete(key)
    const text = frame(undefined, 'presence', data)
    for (const subscriber of this.subscribers) {
      const { user } = subscriber
      if (onlyTo !== undefined && user.id !== onlyTo) continue
      if (mayRead(user, resource, id, companyId) && !subscriber.held) subscriber.write(text)
    }
  }

  /** `<user id>:<notification id>`, sent on the commit that made it: to that person's streams. */
  private async onNotification(payload: string) {
    const [userId, id] = payload.split(':').map(Number)
    const streams = [...this.subscribers].filter((s) => s.user.id === userId && !s.held)
    if (streams.length === 0 || !userId || !id) return
    const notification = await notificationById(this.db, userId, id).catch(() => undefined)
    if (notification === undefined) return
    for (const subscriber of streams)
      subscriber.write(frame(undefined, 'notification', notification))
  }

  async close() {
    this.closed = true
    clearTimeout(this.readDue)
    for (const timer of this.timers) clearInterval(timer)
    for (const subscriber of this.subscribers) subscriber.close()
    this.subscribers.clear()
    while (this.reading) await this.reading
    // The database's own close ends the listening connection; an unlisten is not waited for.
    for (const unlisten of this.unlisten) void unlisten().catch(() => {})
  }
}

const hubs = new WeakMap<Database, Promise<LiveHub>>()

/** The process's hub for `db`, started on first use. */
export function liveHub(
  db: Database,
  config: Pick<Config, 'eventsKeepAliveSeconds'>,
): Promise<LiveHub> {
  let hub = hubs.get(db)
  if (!hub) {
    const created = new LiveHub(db, config)
    hub = created.start().then(() => created)
    hub.catch(() => hubs.delete(db))
    hubs.set(db, hub)
  }
  return hub
}

/** The hub for `db` if one was started: to close it with the database. */
export const startedHub = (db: Database) => hubs.get(db)
