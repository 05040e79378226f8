import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/harness'
import { readerFor, sqlString, type Reader } from './reader'

let t: TestContext
let reader: Reader

beforeAll(async () => {
  t = await createTestContext()
  reader = readerFor(t.db)
})
afterAll(async () => {
  await t.close()
})

describe('reader', () => {
  it('answers typed rows, nulls and text in any script, with parameters of each kind', async () => {
    const rows = await reader.rows(
      {
        text: `select $1::int as n, $2::float8 as x, $3::text as s, $4::bool as b, null::text as nothing,
          cardinality($5::int[]) as count, '{"a":[1]}'::json::text as json`,
      },
      [7, 2.5, 'Åsa 🚀 “quoted”', true, [1, 2, 3]],
    )
    expect(rows).toEqual([
      { n: 7, x: 2.5, s: 'Åsa 🚀 “quoted”', b: true, nothing: null, count: 3, json: '{"a":[1]}' },
    ])
  })

  it('answers every row, and none', async () => {
    const text = 'select g as n from generate_series(1, $1::int) g'
    expect(await reader.rows({ text }, [3])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }])
    expect(await reader.rows({ text }, [0])).toEqual([])
  })

  it('plans once with genericPlan, and leaves the setting as it was', async () => {
    const text = 'select $1::int + 1 as n'
    expect(await reader.rows({ text, genericPlan: true }, [41])).toEqual([{ n: 42 }])
    const [setting] = await reader.rows({ text: 'show plan_cache_mode' })
    expect(setting).toEqual({ plan_cache_mode: 'auto' })
  })

  it('throws what Postgres says, with its code, and goes on working', async () => {
    for (const genericPlan of [false, true]) {
      await expect(
        reader.rows({ text: 'select 1 / $1::int as n', genericPlan }, [0]),
      ).rejects.toMatchObject({ message: 'division by zero', code: '22012' })
      expect(await reader.rows({ text: 'select 1 / $1::int as n', genericPlan }, [1])).toEqual([
        { n: 1 },
      ])
    }
    const [setting] = await reader.rows({ text: 'show plan_cache_mode' })
    expect(setting).toEqual({ plan_cache_mode: 'auto' })
  })

  it('keeps at most 256 statements with written values prepared, and runs the closed ones again', async () => {
    const prepared = async () =>
      (
        await reader.rows<{ n: number }>({
          text: 'select count(*)::int as n from pg_prepared_statements',
        })
      )[0]!.n
    const before = await prepared()
    const run = (i: number) =>
      reader.rows({
        text: `select ${sqlString(`it's ${i}`)} as s`,
        transient: true,
        genericPlan: true,
      })
    for (let i = 0; i < 300; i++) expect(await run(i)).toEqual([{ s: `it's ${i}` }])
    expect(await prepared()).toBeLessThanOrEqual(before + 257)
    // PostgreSQL plans such statements each time and keeps none.
    if (!process.env.DATABASE_URL) expect(await prepared()).toBeGreaterThan(before + 200)
    expect(await run(0)).toEqual([{ s: "it's 0" }])
  })

  it('writes any text as a literal that reads back the same', async () => {
    for (const text of ["O'Brien", "''", '\\', "\\'; drop table users; --", '%_\\%', 'ä🚀'])
      expect(await reader.rows({ text: `select ${sqlString(text)} as s` })).toEqual([{ s: text }])
    expect(() => sqlString('a\0b')).toThrow()
  })
})
