import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { createParser } from 'eventsource-parser'
import { atom } from 'nanostores'
import { useEffect, useRef, useState } from 'react'
import type { ChangeEvent, PresenceEvent, PresenceResource } from '../interface/live'
import { api, ApiError } from './api'
import { apiStream } from './api-stream'
import { forgetFeedPosition, oldestRead, streamBegan, streamJoined } from './feed-position'
import { getSessionUserId } from './session'
import { useStableCallback } from './use-stable-callback'

/**
 * The dashboard's one connection to the change feed (`GET /api/v1/events`): opened while someone
 * is signed in (`useLiveStream`, in the layout), reopened with backoff after a drop, replaying
 * from the last event it had. One tab of the person's holds it and hands each message to their
 * other tabs (a Web Lock picks the tab, a BroadcastChannel carries the messages): over HTTP/1.1 a
 * browser opens at most six connections to a server, and a stream a tab would hold them all by
 * the sixth tab. Pages listen for what concerns them (`useLiveChanges`, `usePresence`,
 * `useChangedByOthers`); nothing here knows a page's queries.
 */

export type LiveChange = ChangeEvent & { eventId: number }
export type LiveMessage =
  | { kind: 'change'; change: LiveChange }
  | { kind: 'presence'; presence: PresenceEvent }
  | { kind: 'notification' }
  /** The feed could not replay what was missed: everything shown should be read again. */
  | { kind: 'reset' }
type LiveState = 'connecting' | 'live' | 'offline'

const listeners = new Set<(message: LiveMessage) => void>()

/** Whether the stream is open now: `offline` while it waits to reconnect. */
export const $liveState = atom<LiveState>('connecting')

function dispatch(message: LiveMessage) {
  for (const listener of listeners) listener(message)
}

/** Calls `listener` with every message of the stream until the returned function is called. */
export function onLive(listener: (message: LiveMessage) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000]

/** What the tab holding the stream tells the person's other tabs, and what a new tab asks. */
type Relay = { user: number | null; lastEventId: number | undefined } & (
  | { kind: 'message'; message: LiveMessage }
  | { kind: 'state'; state: LiveState }
  | { kind: 'hello' }
)

/** Where the stream goes on from: the last event this tab had, from its stream or relayed. */
let lastEventId: number | undefined

type Emit = { message: (message: LiveMessage) => void; state: (state: LiveState) => void }

/** Reads the stream until it ends or `signal` aborts; `lastEventId` follows what it reads. */
async function readOnce(signal: AbortSignal, emit: Emit) {
  // The first time, from the oldest read so far: what changed since is replayed.
  const first = lastEventId === undefined
  const response = await apiStream('/events', {
    query: { last_event_id: lastEventId ?? oldestRead() },
    signal,
  })
  const begin = (position: number) =>
    first && streamBegan(position, () => emit.message({ kind: 'reset' }))
  const parser = createParser({
    onEvent: (event) => {
      if (event.id !== undefined) lastEventId = Number(event.id)
      const data = event.data ? (JSON.parse(event.data) as unknown) : undefined
      switch (event.event) {
        case 'ready':
          lastEventId = (data as { last_event_id: number }).last_event_id
          begin(lastEventId)
          emit.state('live')
          break
        case 'change':
          emit.message({
            kind: 'change',
            change: { ...(data as ChangeEvent), eventId: lastEventId! },
          })
          break
        case 'presence':
          emit.message({ kind: 'presence', presence: data as PresenceEvent })
          break
        case 'notification':
          emit.message({ kind: 'notification' })
          break
        case 'reset':
          begin(lastEventId!)
          emit.state('live')
          emit.message({ kind: 'reset' })
          break
      }
    },
  })
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return
    parser.feed(value)
  }
}

/** Holds the stream open, reconnecting with backoff, until `signal` aborts or a 401. */
async function keepStreamOpen(signal: AbortSignal, emit: Emit) {
  for (let failures = 0; !signal.aborted;) {
    emit.state('connecting')
    try {
      await readOnce(signal, emit)
      failures = 0
    } catch (error) {
      if (signal.aborted) return
      // Signed out: the 401 handling takes the person to the sign-in page.
      if (error instanceof ApiError && error.status === 401) return
      failures++
    }
    emit.state('offline')
    const wait = BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)]!
    await new Promise((resolve) => setTimeout(resolve, wait * (0.75 + Math.random() / 2)))
  }
}

const here: Emit = { message: dispatch, state: (state) => $liveState.set(state) }

/**
 * Shares one stream among the person's tabs: every tab waits for the lock, the one that holds it
 * reads the stream and relays what it reads; the others take it from the channel. A tab that
 * joins after events it may have missed (its reads are older than the relayed position) reads
 * what it shows again, as a stream that cannot replay makes it do; the next tab to hold the lock
 * goes on from the last event relayed.
 */
function shareStream(signal: AbortSignal) {
  const channel = new BroadcastChannel('staffing-live')
  let leading = false
  let joined = false
  const relay = (relayed: Relay) => channel.postMessage(relayed)
  const user = getSessionUserId
  channel.onmessage = ({ data }: MessageEvent<Relay>) => {
    if (data.user !== user()) return
    if (data.kind === 'hello') {
      if (leading) relay({ kind: 'state', state: $liveState.get(), user: user(), lastEventId })
      return
    }
    if (!joined && data.lastEventId !== undefined) {
      joined = true
      streamJoined(data.lastEventId, () => dispatch({ kind: 'reset' }))
    }
    if (data.lastEventId !== undefined) lastEventId = Math.max(lastEventId ?? 0, data.lastEventId)
    if (data.kind === 'state') $liveState.set(data.state)
    else dispatch(data.message)
  }
  relay({ kind: 'hello', user: user(), lastEventId: undefined })
  navigator.locks
    .request('staffing-live', { signal }, async () => {
      leading = true
      await keepStreamOpen(signal, {
        message: (message) => {
          here.message(message)
          relay({ kind: 'message', message, user: user(), lastEventId })
        },
        state: (state) => {
          here.state(state)
          relay({ kind: 'state', state, user: user(), lastEventId })
        },
      })
    })
    // The tab closed, or signed out, before its turn came.
    .catch(() => {})
  signal.addEventListener('abort', () => channel.close())
}

/** Keeps the stream open while the component that calls it (the signed-in layout) is. */
export function useLiveStream() {
  useEffect(() => {
    const controller = new AbortController()
    if (typeof BroadcastChannel === 'function' && 'locks' in navigator)
      shareStream(controller.signal)
    // Without Web Locks (old browsers, the component tests' jsdom), a stream for each tab.
    else void keepStreamOpen(controller.signal, here)
    return () => {
      controller.abort()
      lastEventId = undefined
      forgetFeedPosition()
    }
  }, [])
}

/** Calls `onChange` with each change of `resources` someone (anyone, oneself too) made. */
export function useLiveChanges(
  resources: string | readonly string[],
  onChange: (change: LiveChange) => void,
  options: { onReset?: () => void } = {},
) {
  const handle = useStableCallback(onChange)
  const reset = useStableCallback(() => options.onReset?.())
  const wanted = typeof resources === 'string' ? resources : resources.join(' ')
  useEffect(() => {
    const names = new Set(wanted.split(' '))
    return onLive((message) => {
      if (message.kind === 'change' && names.has(message.change.resource)) handle(message.change)
      if (message.kind === 'reset') reset()
    })
  }, [wanted, handle, reset])
}

/** How often figures summed over many records are read again while others write: at most. */
const FIGURES_EVERY_MS = 1000

const hidden = () => document.visibilityState === 'hidden'

/**
 * Figures summed over many records (the overview's, a list's sums and groups) follow anyone's
 * write of `resources`: the queries under `queryKey` are read again, at most once a second, and
 * in a hidden tab only once it is shown again. Each reading is a pass over the records for the
 * server, so a person's tabs in the background do not multiply it.
 */
export function useFiguresFollowChanges(resources: readonly string[], queryKey: QueryKey) {
  const queryClient = useQueryClient()
  const due = useRef<ReturnType<typeof setTimeout>>(undefined)
  /** A change came while the tab was hidden: read again when it is shown. */
  const owed = useRef(false)
  const read = useStableCallback(() => {
    owed.current = hidden()
    // Hidden: only marked stale, so that a page opening them in the meantime reads them too.
    void queryClient.invalidateQueries({ queryKey, refetchType: owed.current ? 'none' : 'active' })
  })
  useEffect(() => {
    // read() clears what was owed once the tab is shown.
    const shown = () => {
      if (owed.current && !hidden()) read()
    }
    document.addEventListener('visibilitychange', shown)
    return () => {
      document.removeEventListener('visibilitychange', shown)
      clearTimeout(due.current)
    }
  }, [read])
  const refresh = () => {
    due.current ??= setTimeout(() => {
      due.current = undefined
      read()
    }, FIGURES_EVERY_MS)
  }
  useLiveChanges(resources, refresh, { onReset: refresh })
}

/** Calls `onMessage` with each message of `kind`. */
export function useLiveMessage(kind: LiveMessage['kind'], onMessage: () => void) {
  const handle = useStableCallback(onMessage)
  useEffect(() => onLive((message) => message.kind === kind && handle()), [kind, handle])
}

/**
 * The newest save of record `id` by someone else since the person opened it at `version`:
 * who, when and the version it made; undefined while there is none.
 */
export function useChangedByOthers(resource: string, id: number, version: number | undefined) {
  const [change, setChange] = useState<LiveChange>()
  useLiveChanges(resource, (event) => {
    if (event.id === id && event.actor?.id !== getSessionUserId()) setChange(event)
  })
  // One of another record, or one the person has since loaded, is not news.
  const news =
    change?.id === id &&
    version !== undefined &&
    (change.version === null || change.version > version)
  return news ? change : undefined
}

const HEARTBEAT_MS = 20_000

/** This tab, so that closing it leaves the person's other tabs on the record as they are. */
const TAB = Math.random().toString(36).slice(2)

/** Presence is a courtesy: a failure to tell it is not the person's problem. */
const tell = (resource: PresenceResource, id: number, state: 'viewing' | 'editing' | 'left') =>
  api.post('/presence', { body: { resource, id, state, tab: TAB } }).catch(() => {})

/**
 * Tells the others that the person has record `id` open (`viewing`, or `editing` while they change
 * it), on opening, every 20 s and on leaving; answers the others who have it open now.
 */
export function usePresence(
  resource: PresenceResource,
  id: number,
  state: 'viewing' | 'editing',
): PresenceEvent['people'] {
  const [people, setPeople] = useState<PresenceEvent['people']>([])
  const current = useRef(state)
  useEffect(() => {
    current.current = state
    void tell(resource, id, state)
  }, [resource, id, state])

  useEffect(() => {
    const timer = setInterval(() => void tell(resource, id, current.current), HEARTBEAT_MS)
    const leave = () => void tell(resource, id, 'left')
    window.addEventListener('pagehide', leave)
    return () => {
      clearInterval(timer)
      window.removeEventListener('pagehide', leave)
      leave()
      setPeople([])
    }
  }, [resource, id])

  useEffect(
    () =>
      onLive((message) => {
        if (message.kind !== 'presence') return
        const { presence } = message
        if (presence.resource !== resource || presence.id !== id) return
        const me = getSessionUserId()
        setPeople(presence.people.filter((person) => person.id !== me))
      }),
    [resource, id],
  )
  return people
}
