/**
 * Where an API server's CPU went during a bench part. With BENCH_CPU_PROF=<folder>, each server the
 * bench starts runs under `node --cpu-prof` and writes its profile into that folder as it exits;
 * the part then prints the profile's busy time by where the code sampled comes from: PGlite's
 * WebAssembly (the database's own work), PGlite's JavaScript (its protocol and file system layer),
 * the packages the server is built on, the server's own code, Node's built-ins and garbage
 * collection. Time in Node's built-ins counts for the code that called them (PGlite's reads of its
 * files count as PGlite's). The samples are V8's own (`.cpuprofile`, Chrome DevTools' format), so
 * the same file also opens in DevTools for the call tree.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** The parts of a `.cpuprofile` read here. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[]
  samples: number[]
  timeDeltas: number[]
}

const PACKAGES: [string, string][] = [
  ['@electric-sql/pglite', 'PGlite (JavaScript)'],
  ['drizzle-orm', 'Drizzle'],
  ['hono', 'Hono'],
  ['@hono/', 'Hono'],
  ['zod', 'zod'],
]

/** The part of the server a sampled frame belongs to; undefined when the process was idle. */
export function partOf({ functionName, url }: { functionName: string; url: string }) {
  if (functionName === '(idle)') return undefined
  if (url.startsWith('wasm:') || functionName.startsWith('wasm-')) return 'PGlite (WebAssembly)'
  if (functionName === '(garbage collector)') return 'garbage collection'
  const inPackage = url.split('/node_modules/').at(-1)!
  if (url.includes('/node_modules/'))
    return PACKAGES.find(([name]) => inPackage.startsWith(name))?.[1] ?? 'other packages'
  if (/\/(server|src)\//.test(url)) return "the server's code"
  return NODE
}

const NODE = 'Node (built-ins, system calls)'

/** Busy seconds by part, largest first, with each one's share of the busy time. */
export function summarize(profile: CpuProfile) {
  const parts = new Map<string, number>()
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
  const callers = new Map(
    profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])),
  )
  // Node's own work counts for the code that called it (PGlite's file calls, the server's
  // JSON.stringify); what nothing of the server's called (HTTP parsing, sockets) stays Node's.
  const partFor = (id: number) => {
    const own = partOf(frames.get(id)!)
    if (own !== NODE) return own
    for (let caller = callers.get(id); caller !== undefined; caller = callers.get(caller)) {
      const part = partOf(frames.get(caller)!)
      if (part !== NODE && part !== undefined) return part
    }
    return NODE
  }
  profile.samples.forEach((id, i) => {
    const part = partFor(id)
    if (part) parts.set(part, (parts.get(part) ?? 0) + profile.timeDeltas[i]! / 1e6)
  })
  const busy = [...parts.values()].reduce((sum, s) => sum + s, 0)
  return [...parts]
    .sort(([, a], [, b]) => b - a)
    .map(([part, seconds]) => ({
      part,
      'busy s': Math.round(seconds * 100) / 100,
      share: `${((100 * seconds) / busy).toFixed(1)}%`,
    }))
}

/** Prints the summary of the main thread's profile that process `pid` wrote into `folder`. */
export async function printCpuProfile(folder: string, pid: number) {
  const file = (await readdir(folder)).find((name) => name.includes(`.${pid}.0.`))
  if (!file) return console.log(`(no CPU profile of process ${pid} in ${folder})`)
  const profile = JSON.parse(await readFile(join(folder, file), 'utf8')) as CpuProfile
  console.log(`The server's CPU by part (${join(folder, file)}, start-up included):`)
  console.table(summarize(profile))
}
