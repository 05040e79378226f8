/**
 * `costs`: where one server's time goes under the steady load's reads. The reads 30 s of the
 * steady load's people ask for (the same people as `steady`: typing, paging and filtering, landing
 * on the overview) are sent one at a time, so each request's time is its own service time, with no
 * queue in it: each kind of request with its count, its mean and slowest time, and its share of all
 * the service time. With one database answering one statement at a time (PGlite), the sum says how
 * much of a second of the machine the steady load's reads ask for each second.
 */
import { latency } from './figures'
import { prepare } from './mixed'
import { heading, printFloor, withServers } from './parts'
import { STEADY } from './steady'
import { browser, lander, typist, type ReadRequest, type Step } from './traffic'

/** The steady load's reads over `seconds` of its people, in the order they come due. */
function steadyReads(vocabulary: Parameters<typeof typist>[0], seconds: number): ReadRequest[] {
  const due: { at: number; request: ReadRequest }[] = []
  const follow = (steps: Iterator<Step, never>) => {
    for (let at = 0; ;) {
      const step = steps.next().value
      at += step.wait
      if (at >= seconds * 1000) return
      due.push({ at, request: step.request })
    }
  }
  for (let i = 0; i < STEADY.typists; i++) follow(typist(vocabulary))
  for (let i = 0; i < STEADY.browsers; i++) follow(browser(vocabulary))
  for (let i = 0; i < STEADY.landers; i++) follow(lander())
  return due.sort((a, b) => a.at - b.at).map((d) => d.request)
}

export async function benchCosts(port: number) {
  await withServers({ port }, async (db, [url]) => {
    heading(db, `Service time by kind of request: ${STEADY.seconds} s of the steady load's reads`)
    const setup = await prepare([url!])
    await printFloor(url!)
    const reads = steadyReads(setup.vocabulary, STEADY.seconds)
    const send = async (request: ReadRequest) => {
      const token = request.as === 'admin' ? setup.adminToken : setup.clientTokens[0]!
      const started = performance.now()
      const answer = await fetch(`${url}${request.path}`, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      })
      await answer.arrayBuffer()
      if (answer.status !== 200) throw new Error(`GET ${request.path} answered ${answer.status}`)
      return performance.now() - started
    }
    // The first hundred once before, so that what is timed reads a warm database.
    for (const request of reads.slice(0, 100)) await send(request)
    const times = new Map<string, number[]>()
    for (const request of reads) {
      const ms = await send(request)
      times.set(request.name, [...(times.get(request.name) ?? []), ms])
    }
    const all = [...times.values()].flat()
    const total = all.reduce((sum, ms) => sum + ms, 0)
    const rows = [...times].map(([name, ms]) => {
      const sum = ms.reduce((a, b) => a + b, 0)
      const { p50, max } = latency(ms, STEADY.seconds)
      return {
        request: name,
        count: ms.length,
        'mean ms': Math.round((sum / ms.length) * 10) / 10,
        'p50 ms': p50,
        'max ms': max,
        'share of the time': `${((sum / total) * 100).toFixed(1)}%`,
      }
    })
    console.table(rows.sort((a, b) => b['mean ms'] * b.count - a['mean ms'] * a.count))
    console.log(
      `${all.length} reads, ${(total / 1000).toFixed(1)} s of service one at a time: ` +
        `${Math.round((total / 1000 / STEADY.seconds) * 100)}% of each second of the steady ` +
        `load (its ${STEADY.writesPerSecond} writes a second not counted).`,
    )
  })
}
