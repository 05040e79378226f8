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

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

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

/**
 * The whole machine's busy CPU, in percent of one core (every process of every user: on PostgreSQL
 * the database's share is what is left after the API processes and the load client).
 */
export function machineCpu() {
  const busy = () => {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/)
    const ticks = fields.map(Number)
    // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
    return ticks.slice(0, 8).reduce((n, t) => n + t, 0) - ticks[3]! - ticks[4]!
  }
  const wall = performance.now()
  const before = busy()
  return () => Math.round(((busy() - before) / 100 / ((performance.now() - wall) / 1000)) * 100)
}
