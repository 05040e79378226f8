/** The CPU profile's summary sorts each sampled frame into the part of the server it comes from. */
import { describe, expect, it } from 'vitest'
import { partOf, summarize, type CpuProfile } from './cpu-profile'

const frame = (functionName: string, url = '') => ({ functionName, url })

describe('a CPU profile by part', () => {
  it('names where each frame comes from, and no part for idle time', () => {
    expect(partOf(frame('wasm-function[3116]', 'wasm://wasm/022a9842'))).toBe(
      'PGlite (WebAssembly)',
    )
    expect(partOf(frame('parse', 'file:///x/node_modules/@electric-sql/pglite/dist/a.js'))).toBe(
      'PGlite (JavaScript)',
    )
    expect(partOf(frame('is', 'file:///x/node_modules/drizzle-orm/entity.js'))).toBe('Drizzle')
    expect(partOf(frame('serve', 'file:///x/node_modules/@hono/node-server/dist/a.mjs'))).toBe(
      'Hono',
    )
    expect(partOf(frame('search', 'file:///x/node_modules/hono/dist/router.js'))).toBe('Hono')
    expect(partOf(frame('parse', 'file:///x/node_modules/zod/v4/core.js'))).toBe('zod')
    expect(partOf(frame('x', 'file:///x/node_modules/pino/pino.js'))).toBe('other packages')
    expect(partOf(frame('editContract', 'file:///x/server/db/contracts.ts'))).toBe(
      "the server's code",
    )
    expect(partOf(frame('writev'))).toBe('Node (built-ins, system calls)')
    expect(partOf(frame('(garbage collector)'))).toBe('garbage collection')
    expect(partOf(frame('(idle)'))).toBeUndefined()
  })

  it("counts Node's work for the code that called it, and as Node's when nothing did", () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(root)'), children: [2, 4] },
        {
          id: 2,
          callFrame: frame('read', 'file:///x/node_modules/@electric-sql/pglite/a.js'),
          children: [3],
        },
        { id: 3, callFrame: frame('fstatSync', 'node:fs') },
        { id: 4, callFrame: frame('parserOnHeadersComplete', 'node:_http_common') },
      ],
      samples: [3, 4],
      timeDeltas: [1e6, 1e6],
    }
    expect(summarize(profile)).toEqual([
      { part: 'PGlite (JavaScript)', 'busy s': 1, share: '50.0%' },
      { part: 'Node (built-ins, system calls)', 'busy s': 1, share: '50.0%' },
    ])
  })

  it('adds up the busy time by part, largest first, idle left out of the shares', () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(idle)') },
        { id: 2, callFrame: frame('wasm-function[1]', 'wasm://wasm/1') },
        { id: 3, callFrame: frame('handler', 'file:///x/server/routes/contracts.ts') },
      ],
      samples: [1, 2, 3, 2, 1],
      timeDeltas: [5e6, 1e6, 0.5e6, 0.5e6, 5e6],
    }
    expect(summarize(profile)).toEqual([
      { part: 'PGlite (WebAssembly)', 'busy s': 1.5, share: '75.0%' },
      { part: "the server's code", 'busy s': 0.5, share: '25.0%' },
    ])
  })
})
