/**
 * The reads of the closed-loop mixes: people typing and people paging (bench/traffic.ts), one of
 * each per worker, sent back to back without their pauses.
 */
import type { Operation, Worker } from './mixed-driver'
import { browser, typist, type ReadRequest, type Step } from './traffic'

const people = new WeakMap<Worker, { typist: Iterator<Step>; browser: Iterator<Step> }>()

/**
 * Sends a read as the person it comes from would, and keeps its path for the totals check; its
 * figures go under `name` (the request's class unless told).
 */
export async function sendRead(w: Worker, request: ReadRequest, name = request.name) {
  w.stats.sent(`${request.as} ${request.path}`)
  await w.request(
    { name, kind: 'read' },
    'GET',
    request.path,
    request.as === 'admin' ? w.setup.adminToken : w.clientToken,
  )
}

const read = (name: string, weight: number, person: 'typist' | 'browser'): Operation => ({
  name,
  kind: 'read',
  weight,
  run: async (w) => {
    let own = people.get(w)
    if (!own) {
      own = { typist: typist(w.setup.vocabulary), browser: browser(w.setup.vocabulary) }
      people.set(w, own)
    }
    await sendRead(w, own[person].next().value.request)
  },
})

/** 80 of the 100: typing into the searches, and paging, sorting and filtering the lists. */
export const READS: Operation[] = [read('typing', 60, 'typist'), read('paging', 20, 'browser')]
