/** Latency figures, the tables that print them, and CPU use. */
import { readFileSync } from 'node:fs'

export interface Latency {
  requests: number
  requestsPerSecond: number
  p50: number
  p90: number
  p99: number
  max: number
}

const ms = (value: number | undefined) => Math.round((value ?? 0) * 10) / 10

/** Percentiles (nearest rank) of milliseconds, over `seconds` of load. */
export function latency(latencies: number[], seconds: number): Latency {
  const sorted = Float64Array.from(latencies).sort()
  const at = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]
  return {
    requests: sorted.length,
    requestsPerSecond: Math.round((sorted.length / Math.max(seconds, 1e-9)) * 10) / 10,
    p50: ms(at(0.5)),
    p90: ms(at(0.9)),
    p99: ms(at(0.99)),
    max: ms(sorted[sorted.length - 1]),
  }
}

export const latencyRow = (l: Latency) => ({
  count: l.requests,
  'req/s': l.requestsPerSecond,
  'p50 ms': l.p50,
  'p90 ms': l.p90,
  'p99 ms': l.p99,
  'max ms': l.max,
})

/** CPU seconds of this process and of others (by pid, from /proc), for "is the client the bottleneck?". */
export function cpuMeter(pids: number[] = []) {
  const wall = performance.now()
  const own = process.cpuUsage()
  const ticks = (pid: number) => {
    try {
      const fields = procStat(pid)
      return Number(fields[14]) + Number(fields[15])
    } catch {
      return NaN
    }
  }
  const before = pids.map(ticks)
  return () => {
    const seconds = (performance.now() - wall) / 1000
    const used = process.cpuUsage(own)
    const percent = (cpuSeconds: number) => Math.round((cpuSeconds / seconds) * 100)
    return {
      client: percent((used.user + used.system) / 1e6),
      // Linux counts in clock ticks of 1/100 s.
      servers: pids.map((pid, i) => percent((ticks(pid) - before[i]!) / 100)),
    }
  }
}

/** /proc/<pid>/stat's fields, numbered from 1 as in proc(5) (index 0 unused). */
function procStat(pid: number): string[] {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The command name (field 2) may hold spaces: split after its closing parenthesis.
  return ['', '', ''].concat(text.slice(text.lastIndexOf(')') + 2).split(' '))
}
