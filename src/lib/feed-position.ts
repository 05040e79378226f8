/**
 * How far along the change feed the data read before the event stream opened stands. Each read's
 * answer says (`X-Feed-Position`: every change through that id is in it); the stream first opens
 * from the oldest, so a change made between a page's first reads and the stream's opening still
 * arrives. A read sent before the stream began and answered after, older than where it began,
 * calls `late`: what is shown is read again.
 */

import { FEED_POSITION_HEADER } from '../interface/live-values'

let began: number | undefined
let oldest: number | undefined
let late = () => {}

/** Call as a read goes out; call what it answers with the answer when it comes. */
export function readGoesOut(): (answer: Response) => void {
  if (began !== undefined) return () => {}
  return (answer) => {
    const header = answer.headers.get(FEED_POSITION_HEADER)
    if (!answer.ok || header === null) return
    const position = Number(header)
    if (began === undefined) oldest = Math.min(oldest ?? position, position)
    else if (position < began) late()
  }
}

/** Where the stream first opens from: the oldest position read so far, if any. */
export const oldestRead = () => oldest

/** The stream began after `position`: a read sent from now on needs nothing replayed. */
export function streamBegan(position: number, onLate: () => void) {
  began = position
  late = onLate
}

/**
 * This tab joined, at `position`, a stream another of the person's tabs holds (src/lib/live.ts):
 * it carries nothing from before, so a read already answered older than that missed changes, and
 * `onLate` is called at once, as for a read answered later.
 */
export function streamJoined(position: number, onLate: () => void) {
  streamBegan(position, onLate)
  if (oldest !== undefined && oldest < position) onLate()
}

/** The stream has closed for good (signed out): the next one begins afresh. */
export function forgetFeedPosition() {
  began = undefined
  oldest = undefined
  late = () => {}
}
