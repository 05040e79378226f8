import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { strictly } from './response-check'

const Company = z.object({ id: z.number().int(), name: z.string() })
const Contract = z.object({
  id: z.number().int(),
  notes: z.string().optional(),
  client: Company.nullable(),
  tags: z.array(z.object({ label: z.string() })),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  status: z.union([z.object({ kind: z.literal('live') }), z.object({ kind: z.literal('ended') })]),
})
const valid = {
  id: 1,
  client: { id: 2, name: 'Acme Oy' },
  tags: [{ label: 'x' }],
  changes: { notes: { from: null, to: 'a' } },
  status: { kind: 'live' },
}
const strict = strictly(Contract)

describe('a response schema made strict', () => {
  it('passes an answer with exactly its fields, optional ones left out', () => {
    expect(strict.safeParse(valid).success).toBe(true)
    expect(strict.safeParse({ ...valid, client: null, notes: 'n' }).success).toBe(true)
  })

  it('fails on a field it lacks, at any depth', () => {
    for (const answer of [
      { ...valid, extra: 1 },
      { ...valid, client: { id: 2, name: 'Acme Oy', extra: 1 } },
      { ...valid, tags: [{ label: 'x', extra: 1 }] },
      { ...valid, changes: { notes: { from: null, to: 'a', extra: 1 } } },
      { ...valid, status: { kind: 'live', extra: 1 } },
    ])
      expect(strict.safeParse(answer).success).toBe(false)
  })

  it('fails on a required field missing, at any depth', () => {
    const { client: _client, ...withoutClient } = valid
    expect(strict.safeParse(withoutClient).success).toBe(false)
    expect(strict.safeParse({ ...valid, client: { id: 2 } }).success).toBe(false)
  })

  it('leaves the schema it was given as it was', () => {
    expect(Contract.safeParse({ ...valid, extra: 1 }).success).toBe(true)
  })
})
