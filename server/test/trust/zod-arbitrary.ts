import fc from 'fast-check'
import type { z } from 'zod'
import { Percent, Price } from '../../../src/interface'

/**
 * Valid values for a zod 4 schema, as fast-check arbitraries: a small walk over the schema
 * definitions (zod-fast-check does not support zod 4). Each leaf is filtered through its own schema,
 * so trims, regexes and formats hold; cross-field refinements (password confirmation, an end after
 * a start) are left to `makeConsistent`.
 */

/** A path into a value, such as ['hires', 0, 'title']. */
export type ValuePath = (string | number)[]

/** Known-good values for some paths (ids of rows that exist): tried more often than random ones. */
export type Hints = (path: ValuePath) => fc.Arbitrary<unknown> | undefined

type Schema = z.ZodType
// The internal definition: its fields depend on `type`, read here only where the type says so.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Definition = any

const MAX_STRING = 40
const MAX_ITEMS = 3
const INT32 = 2_147_483_647

interface Limits {
  min?: number
  max?: number
  int?: boolean
  format?: string
  pattern?: RegExp
}

/** Length, size, range and format checks of a schema, read from its check definitions. */
function limitsOf(def: Definition): Limits {
  const limits: Limits = {}
  for (const check of (def.checks ?? []) as Schema[]) {
    const c = check._zod.def as Definition
    if (c.check === 'min_length') limits.min = c.minimum
    if (c.check === 'max_length') limits.max = c.maximum
    if (c.check === 'greater_than') limits.min = c.value + (c.inclusive ? 0 : 1)
    if (c.check === 'less_than') limits.max = c.value - (c.inclusive ? 0 : 1)
    if (c.check === 'number_format') limits.int = /int/.test(c.format)
    if (c.check === 'string_format') {
      limits.format = c.format
      limits.pattern = c.pattern
    }
  }
  // String formats built as their own type (z.email(), z.iso.date()) keep these on the definition.
  if (def.format) limits.format = def.format
  if (def.format === 'regex' || (!limits.pattern && def.pattern)) limits.pattern = def.pattern
  return limits
}

const dates = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2199-12-31T23:59:59Z'),
  noInvalidDate: true,
})

/** Text as people type it, and some they do not: accents, emoji, right-to-left scripts. */
const textUnit = fc.oneof(
  { arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ABC0123456789-.,'), weight: 8 },
  {
    arbitrary: fc.constantFrom('é', 'ß', 'Ø', '😀', '👩‍💻', 'שלום', 'مرحبا', '漢字', '<b>', '&'),
    weight: 2,
  },
)

function stringArbitrary(schema: Schema, def: Definition): fc.Arbitrary<string> {
  const { min = 0, max = MAX_STRING, format, pattern } = limitsOf(def)
  let base: fc.Arbitrary<string>
  if (format === 'email') {
    base = fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/), fc.constantFrom('example.com', 'acme.fi'))
      .map(([local, domain]) => `${local}@${domain}`)
  } else if (format === 'date') {
    base = dates.map((d) => d.toISOString().slice(0, 10))
  } else if (format === 'datetime') {
    base = dates.map((d) => d.toISOString())
  } else if (pattern) {
    base = fc.stringMatching(withoutLookarounds(pattern))
  } else {
    base = fc.string({ unit: textUnit, minLength: min, maxLength: Math.min(max, MAX_STRING) })
  }
  return base.filter((value) => schema.safeParse(value).success)
}

/**
 * `pattern` without its lookaheads and lookbehinds, which fast-check cannot generate from (a sort's
 * "no field twice"): what it generates is then filtered by the whole schema, lookarounds too.
 */
function withoutLookarounds(pattern: RegExp): RegExp {
  let source = pattern.source
  for (let at = source.search(/\((\?<?[=!])/); at !== -1; at = source.search(/\((\?<?[=!])/)) {
    let depth = 0
    let end = at
    for (; end < source.length; end++) {
      if (source[end] === '\\') end++
      else if (source[end] === '(') depth++
      else if (source[end] === ')' && --depth === 0) break
    }
    source = source.slice(0, at) + source.slice(end + 1)
  }
  return new RegExp(source, pattern.flags)
}

function numberArbitrary(def: Definition): fc.Arbitrary<number> {
  const { min = -INT32, max = INT32, int } = limitsOf(def)
  const low = Math.max(min, -INT32)
  const high = Math.min(max, INT32)
  return int
    ? fc.integer({ min: low, max: high })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true })
}

/** An exact decimal in [min, max] with at most `scale` decimals, as a JSON number or as text. */
function decimal(min: number, max: number, scale: number): fc.Arbitrary<number | string> {
  const unit = 10 ** scale
  const value = fc.integer({ min: min * unit, max: max * unit }).map((n) => n / unit)
  return fc.oneof(value, value.map(String))
}

/**
 * Schemas whose transform refuses nearly everything their input type allows (a number or any
 * string): generated directly instead of walked.
 */
const DIRECT = new Map<Schema, fc.Arbitrary<unknown>>([
  [Percent, decimal(0, 100, 2)],
  [Price, decimal(0, 9_999_999_999, 4)],
])

interface Walk {
  hints: Hints
  /** Known values only where there are some: for a request that must get through. */
  hintsOnly: boolean
}

/** Valid values of `schema`; `hints` offer known values for some paths, tried more often. */
export function arbitraryFor(
  schema: Schema,
  hints: Hints = () => undefined,
  options: { hintsOnly?: boolean } = {},
): fc.Arbitrary<unknown> {
  return build(schema, { hints, hintsOnly: options.hintsOnly ?? false }, [])
}

function build(schema: Schema, walk: Walk, path: ValuePath): fc.Arbitrary<unknown> {
  const hinted = walk.hints(path)
  if (hinted && walk.hintsOnly) return hinted
  const walked = DIRECT.get(schema) ?? fromDefinition(schema, walk, path)
  return hinted ? fc.oneof({ arbitrary: hinted, weight: 3 }, walked) : walked
}

function fromDefinition(schema: Schema, walk: Walk, path: ValuePath): fc.Arbitrary<unknown> {
  const def = schema._zod.def as Definition
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema, def)
    case 'number':
      return numberArbitrary(def)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]))
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>))
    case 'optional':
      return fc.option(build(def.innerType, walk, path), { nil: undefined })
    case 'nullable':
      return fc.option(build(def.innerType, walk, path), { nil: null, freq: 8 })
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return build(def.innerType, walk, path)
    case 'pipe':
      // A transform's input is what travels over the wire.
      return build(def.in, walk, path)
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map((option) => build(option, walk, path)))
    case 'array': {
      const { min = 0, max = MAX_ITEMS } = limitsOf(def)
      return fc
        .integer({ min, max: Math.max(min, Math.min(max, MAX_ITEMS)) })
        .chain((length) =>
          fc.tuple(...Array.from({ length }, (_, i) => build(def.element, walk, [...path, i]))),
        )
    }
    case 'record':
      // Keys as the key schema allows them (a view's query: mostly names no list has).
      return fc.dictionary(
        build(def.keyType, walk, [...path, '*']) as fc.Arbitrary<string>,
        build(def.valueType, walk, [...path, '*']),
        { maxKeys: MAX_ITEMS },
      )
    case 'object': {
      const shape = def.shape as Record<string, Schema>
      const entries = Object.entries(shape).map(([key, field]) => [
        key,
        build(field, walk, [...path, key]),
      ])
      const requiredKeys = Object.keys(shape).filter((key) => shape[key]!._zod.optin !== 'optional')
      return fc
        .record(Object.fromEntries(entries) as Record<string, fc.Arbitrary<unknown>>, {
          requiredKeys,
        })
        .map(dropUndefined)
    }
    default:
      throw new Error(`zod-arbitrary: no generator for a ${def.type} at ${path.join('.')}`)
  }
}

/** JSON has no undefined: an optional field either is there with a value or is not there. */
function dropUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined))
}

/**
 * The cross-field rules the walk cannot see: a matching password confirmation, and ends not before
 * starts (of a record, or of a filter's range). Applied to most generated bodies (not all: the mismatches are cases worth sending too).
 */
export function makeConsistent(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(makeConsistent)
  if (value === null || typeof value !== 'object') return value
  const object = Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, makeConsistent(v)]),
  )
  if (typeof object.password === 'string') object.confirm_password = object.password
  for (const [start, end] of [
    ['job_start', 'job_end'],
    ['contract_start', 'contract_end'],
    ['contract_start_from', 'contract_start_to'],
    ['contract_end_from', 'contract_end_to'],
    ['notice_deadline_from', 'notice_deadline_to'],
  ] as const) {
    const [a, b] = [object[start], object[end]]
    if (typeof a === 'string' && typeof b === 'string' && b < a) {
      object[start] = b
      object[end] = a
    }
  }
  return object
}
