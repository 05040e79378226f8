import fc from 'fast-check'
import type { z } from 'zod'
import type { Fixture } from './fixtures'
import { hintsFor, knownIds } from './known-values'
import { mutateBody } from './mutations'
import {
  NASTY_QUERY_VALUES,
  NASTY_SEGMENTS,
  NASTY_STRINGS,
  pick,
  RAW_BODIES,
  RAW_QUERY_SUFFIXES,
} from './nasty-values'
import type { Operation } from './operations'
import { arbitraryFor, makeConsistent } from './zod-arbitrary'

/** One generated request. */
export interface FuzzCase {
  actor: 'admin' | 'client'
  method: string
  /** Path and query string, sent as they are. */
  url: string
  body?: string | FormData
  contentType?: string
  /** What was done to a valid request, for the failure message. */
  label: string
  /** A path segment was replaced by junk: the path may no longer name any route (404). */
  pathMangled: boolean
}

const short = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text

/** How a case prints in a fast-check failure: the request, without 100,000-character bodies. */
export function describeCase(c: FuzzCase) {
  return `${c.method} ${short(c.url)} as ${c.actor} [${c.label}]${
    c.contentType ? ` ${c.contentType}` : ''
  }${c.body === undefined ? '' : ` body ${short(typeof c.body === 'string' ? c.body : describeForm(c.body))}`}`
}

const describeForm = (form: FormData) =>
  `form ${JSON.stringify(
    [...form.entries()].map(([key, value]) =>
      typeof value === 'string'
        ? [key, short(value, 80)]
        : [key, `file ${JSON.stringify(value.name)}, ${value.size} bytes`],
    ),
  )}`

const encode = (value: unknown) => encodeURIComponent(String(value))

/** Path parameters: known ids mostly, random valid ones (rows that do not exist) too. */
function paramsArbitrary(fixture: Fixture, operation: Operation) {
  const shape = operation.params?.shape ?? {}
  const entries = Object.entries(shape).map(([name, schema]) => {
    const known = knownIds(fixture, operation, name)
    const valid = arbitraryFor(schema as z.ZodType)
    const value =
      known.length > 0 ? fc.oneof({ arbitrary: pick(...known), weight: 3 }, valid) : valid
    return [name, value.map(encode)] as const
  })
  return fc.record(Object.fromEntries(entries) as Record<string, fc.Arbitrary<string>>)
}

function fillPath(path: string, params: Record<string, string>) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]!)
}

function parsePairs(query: string): [string, string][] {
  return query
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string])
}

export function queryString(pairs: [string, string][]) {
  return pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')
}

function queryArbitrary(fixture: Fixture, operation: Operation): fc.Arbitrary<[string, string][]> {
  if (!operation.query) return fc.constant([])
  return arbitraryFor(operation.query, hintsFor(fixture, operation)).map((query) =>
    Object.entries(query as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
  )
}

const actorArbitrary = fc.oneof(
  { arbitrary: fc.constant('admin' as const), weight: 2 },
  fc.constant('client' as const),
)

/** A request before its URL is put together. */
export interface Parts {
  actor: FuzzCase['actor']
  params: Record<string, string>
  query: string
  body?: string | FormData | undefined
  contentType?: string
  label: string
  pathMangled: boolean
}

/** Valid requests of the operation, and every kind of broken one. */
export function caseArbitrary(fixture: Fixture, operation: Operation): fc.Arbitrary<FuzzCase> {
  if (operation.file) return fileCaseArbitrary(fixture, operation, operation.file)
  if (operation.form) return formCaseArbitrary(fixture, operation, operation.form.example)
  const hints = hintsFor(fixture, operation)
  const body = operation.body
    ? fc
        .tuple(arbitraryFor(operation.body, hints), fc.integer({ min: 0, max: 9 }))
        .map(([value, n]) => (n < 8 ? makeConsistent(value) : value))
    : fc.constant(undefined)
  const valid: fc.Arbitrary<Parts & { value: unknown }> = fc
    .record({
      actor: actorArbitrary,
      params: paramsArbitrary(fixture, operation),
      query: queryArbitrary(fixture, operation).map(queryString),
      value: body,
    })
    .map(({ value, ...parts }) => ({
      ...parts,
      value,
      body: value === undefined ? undefined : JSON.stringify(value),
      label: 'valid',
      pathMangled: false,
    }))

  const variants: { arbitrary: fc.Arbitrary<Parts>; weight: number }[] = [
    { arbitrary: valid, weight: 3 },
  ]
  if (operation.body) {
    const mutated = valid.chain((parts) =>
      mutateBody(parts.value).map((m) => ({
        ...parts,
        body: JSON.stringify(m.body),
        label: m.label,
      })),
    )
    const notAnObject = fc
      .tuple(valid, pick(...RAW_BODIES))
      .map(([parts, raw]) => ({ ...parts, body: raw, label: 'not a JSON object' }))
    const contentType = fc
      .tuple(valid, pick(...CONTENT_TYPES))
      .map(([parts, type]) => ({ ...parts, contentType: type, label: `content type "${type}"` }))
    variants.push(
      { arbitrary: mutated, weight: 6 },
      { arbitrary: notAnObject, weight: 1 },
      { arbitrary: contentType, weight: 1 },
    )
  }
  const ownKeys = Object.keys(operation.query?.shape ?? {})
  const badQuery = fc
    .tuple(valid, pick(...ownKeys, 'unknown'), pick(...NASTY_QUERY_VALUES), fc.boolean())
    .map(([parts, key, value, twice]) => ({
      ...parts,
      // The valid query with one value replaced, or sent twice (an array).
      query: twice
        ? `${parts.query}&${queryString([[key, value]])}`
        : queryString([...parsePairs(parts.query).filter(([k]) => k !== key), [key, value]]),
      label: twice ? `query ${key} twice` : `query ${key}`,
    }))
  const rawQuery = fc
    .tuple(valid, pick(...RAW_QUERY_SUFFIXES), fc.boolean())
    .map(([parts, suffix, alone]) => ({
      ...parts,
      query: alone ? suffix : `${parts.query}${suffix}`,
      label: 'raw query',
    }))
  variants.push({ arbitrary: badQuery, weight: 3 }, { arbitrary: rawQuery, weight: 1 })
  if (operation.params) {
    const badPath = fc
      .tuple(valid, pick(...Object.keys(operation.params.shape)), pick(...NASTY_SEGMENTS))
      .map(([parts, name, segment]) => ({
        ...parts,
        params: { ...parts.params, [name]: segment },
        label: `path ${name}`,
        pathMangled: true,
      }))
    variants.push({ arbitrary: badPath, weight: 3 })
  }

  return fc.oneof(...variants).map((parts) => toCase(operation, parts))
}

/**
 * A file a careless or hostile client uploads in place of the documented one (a CSV import): the
 * example with a cell replaced by a nasty string or a formula, its lines cut or doubled, a header
 * of unknown columns, semicolons for commas, stray quotes; under other content types too.
 */
function fileCaseArbitrary(
  fixture: Fixture,
  operation: Operation,
  file: { type: string; example: string },
): fc.Arbitrary<FuzzCase> {
  const lines = file.example.split(/\r?\n/).filter(Boolean)
  const cell = fc.oneof(
    pick(...NASTY_STRINGS, ...CSV_CELLS),
    fc.string({ unit: 'binary', maxLength: 40 }),
  )
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`
  const mangled = fc.oneof(
    { arbitrary: fc.constant(file.example), weight: 2 },
    // One cell of a data row replaced, quoted or not.
    fc.tuple(fc.nat(), fc.nat(), cell, fc.boolean()).map(([row, column, text, quoted]) => {
      const at = 1 + (row % Math.max(1, lines.length - 1))
      const cells = (lines[at] ?? '').split(',')
      cells[column % cells.length] = quoted ? quote(text) : text
      return [lines[0], ...lines.slice(1, at), cells.join(','), ...lines.slice(at + 1)].join('\r\n')
    }),
    fc.array(cell, { maxLength: 6 }).map((cells) => [lines[0], cells.join(',')].join('\n')),
    pick(
      lines[0]!,
      lines.map((line) => line.replaceAll(',', ';')).join('\n'),
      [...lines, ...lines.slice(1)].join('\n'),
      `colour,${lines[0]}\n${lines
        .slice(1)
        .map((line) => `red,${line}`)
        .join('\n')}`,
      `${lines[0]}\n"unclosed,${lines[1] ?? ''}`,
      ...RAW_BODIES,
    ),
  )
  const parts = fc.record({
    actor: actorArbitrary,
    params: paramsArbitrary(fixture, operation),
    query: queryArbitrary(fixture, operation).map(queryString),
    body: mangled,
    contentType: fc.oneof(
      { arbitrary: fc.constant(file.type), weight: 6 },
      pick(...CONTENT_TYPES, 'application/json'),
    ),
  })
  return parts.map((p) =>
    toCase(operation, {
      ...p,
      label: p.contentType === file.type ? 'file' : `file as "${p.contentType}"`,
      pathMangled: false,
    }),
  )
}

/**
 * An upload's form as a careless or hostile client sends it: the example with its file's name,
 * bytes or fields replaced by nasty values, the file left out, or the whole sent as text.
 */
function formCaseArbitrary(
  fixture: Fixture,
  operation: Operation,
  example: Record<string, string>,
): fc.Arbitrary<FuzzCase> {
  const nasty = fc.oneof(pick(...NASTY_STRINGS), fc.string({ unit: 'binary', maxLength: 40 }))
  const fields = fc.record({
    name: fc.oneof({ arbitrary: fc.constant('example.pdf'), weight: 2 }, nasty),
    bytes: fc.oneof(
      { arbitrary: fc.constant(example.file ?? ''), weight: 2 },
      nasty,
      fc.uint8Array({ maxLength: 64 }),
    ),
    withFile: fc.oneof({ arbitrary: fc.constant(true), weight: 5 }, fc.constant(false)),
    replaced: fc.option(fc.tuple(pick(...Object.keys(example).filter((k) => k !== 'file')), nasty)),
  })
  const parts = fc.record({
    actor: actorArbitrary,
    params: paramsArbitrary(fixture, operation),
    query: queryArbitrary(fixture, operation).map(queryString),
    fields,
    asText: fc.oneof({ arbitrary: fc.constant(undefined), weight: 6 }, pick(...CONTENT_TYPES)),
  })
  return parts.map(({ fields: f, asText, ...p }) => {
    const values = { ...example, ...(f.replaced ? { [f.replaced[0]]: f.replaced[1] } : {}) }
    if (asText !== undefined)
      return toCase(operation, {
        ...p,
        body: JSON.stringify(values),
        contentType: asText,
        label: `form as "${asText}"`,
        pathMangled: false,
      })
    return toCase(operation, {
      ...p,
      body: formOf(values, f.withFile ? new File([f.bytes as BlobPart], f.name) : undefined),
      label: f.withFile ? 'form' : 'form without its file',
      pathMangled: false,
    })
  })
}

/** A form of the example's fields (strings) and `file` as the file. */
export function formOf(fields: Record<string, string>, file?: File): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) if (key !== 'file') form.append(key, value)
  if (file) form.append('file', file)
  return form
}

/** Cells spreadsheets and attackers put in a CSV: formulas, quotes, separators, line breaks. */
const CSV_CELLS = [
  '=HYPERLINK("http://evil.example","click")',
  '=1+2',
  '+1',
  '@SUM(A1)',
  "'=quoted",
  'a,b',
  'a;b',
  'line\nbreak',
  '"',
  '2026-01-01',
  '100.50',
  'true',
  'x'.repeat(10_000),
]

export function toCase(operation: Operation, parts: Parts): FuzzCase {
  const fuzzCase: FuzzCase = {
    actor: parts.actor,
    method: operation.method,
    url: withQuery(fillPath(operation.path, parts.params), parts.query),
    body: parts.body,
    contentType: parts.contentType,
    label: parts.label,
    pathMangled: parts.pathMangled,
  }
  return Object.assign(fuzzCase, { [fc.toStringMethod]: () => describeCase(fuzzCase) })
}

const CONTENT_TYPES = [
  '',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
]

function withQuery(path: string, query: string) {
  const trimmed = query.replace(/^&/, '')
  return trimmed ? `${path}?${trimmed}` : path
}
