import fc from 'fast-check'
import type { Fixture } from './fixtures'
import { formOf, queryString, toCase, type FuzzCase, type Parts } from './fuzz-cases'
import { hintsFor, knownIds } from './known-values'
import { getAt, pathsOf, setAt } from './mutations'
import type { Operation } from './operations'
import { arbitraryFor, makeConsistent, type ValuePath } from './zod-arbitrary'

/**
 * The cases known to break services, sent every run before the random ones (fast-check's
 * `examples`), so that even a small FUZZ_RUNS never skips them: NUL in each text field, lone
 * surrogates, impossible dates, "50%" for numbers, junk ids and malformed query strings.
 */
export function edgeCases(fixture: Fixture, operation: Operation, seed: number): FuzzCase[] {
  const params = Object.fromEntries(
    Object.keys(operation.params?.shape ?? {}).map((name) => [
      name,
      encodeURIComponent(String(knownIds(fixture, operation, name)[0] ?? 1)),
    ]),
  )
  if (operation.file) return fileEdgeCases(operation, params, operation.file)
  if (operation.form) return formEdgeCases(operation, params, operation.form.example)
  // A body the server accepts: known ids only, checked against the schema the route validates with.
  const body = operation.body
    ? fc
        .sample(arbitraryFor(operation.body, hintsFor(fixture, operation), { hintsOnly: true }), {
          numRuns: 50,
          seed,
        })
        .map(makeConsistent)
        .find((candidate) => operation.body!.safeParse(candidate).success)
    : undefined
  if (operation.body && body === undefined) throw new Error(`No valid body for ${operation.name}`)
  const base: Parts = {
    actor: 'admin',
    params,
    query: '',
    body: body === undefined ? undefined : JSON.stringify(body),
    label: 'valid',
    pathMangled: false,
  }
  const cases: Parts[] = [base]

  for (const key of Object.keys(operation.query?.shape ?? {})) {
    cases.push(
      { ...base, query: queryString([[key, '\u0000']]), label: `NUL in query ${key}` },
      { ...base, query: `${key}=%E0%A4%A`, label: `malformed percent-encoding in ${key}` },
      { ...base, query: `${key}=1&${key}=2`, label: `${key} twice` },
    )
  }
  for (const name of Object.keys(params)) {
    for (const segment of ['%00', '-1', '1.5', '9'.repeat(30), '%E0%A4%A']) {
      cases.push({
        ...base,
        params: { ...params, [name]: segment },
        label: `path ${name} ${segment}`,
        pathMangled: true,
      })
    }
  }
  if (body !== undefined) {
    const leaves = (test: (value: unknown) => boolean) =>
      pathsOf(body).filter((p) => p.length > 0 && test(getAt(body, p)))
    const texts = leaves((v) => typeof v === 'string')
    const withEach = (paths: ValuePath[], replace: (value: unknown) => unknown) =>
      JSON.stringify(
        paths.reduce<unknown>((value, p) => setAt(value, p, replace(getAt(value, p))), body),
      )
    for (const p of texts) {
      cases.push({
        ...base,
        body: withEach([p], (v) => `${String(v)}\u0000`),
        label: `NUL in ${p.join('.')}`,
      })
    }
    const dates = texts.filter((p) => /^\d{4}-\d{2}-\d{2}/.test(String(getAt(body, p))))
    const numbers = leaves((v) => typeof v === 'number' || /^-?\d+(\.\d+)?$/.test(String(v)))
    const everywhere: [string, ValuePath[], (value: unknown) => unknown][] = [
      ['a lone surrogate in every text', texts, (v) => `${String(v)}\uD800`],
      ['emoji and right-to-left text everywhere', texts, (v) => `${String(v)}😀‮مرحبا`],
      ['February 30th for every date', dates, (v) => sameShape(v, '2026-02-30T10:00:00Z')],
      ['year 0 for every date', dates, (v) => sameShape(v, '0000-01-01T00:00:00Z')],
      ['year 0 by its offset', dates, (v) => sameShape(v, '0001-01-01T00:30:00+01:00')],
      ['year 9999 and an offset', dates, (v) => sameShape(v, '9999-12-31T23:30:00-01:00')],
      ['year 99999 for every date', dates, (v) => sameShape(v, '+099999-01-01T00:00:00Z')],
      ['"50%" for every number', numbers, (v) => `${String(v)}%`],
      ['every number as text', numbers, (v) => String(v)],
      ['every number as a JSON number', numbers, (v) => Number(v)],
      ['1e308 for every number', numbers, () => 1e308],
      ['2^31, one past PostgreSQL integers, for every number', numbers, () => 2 ** 31],
      ['-1 for every number', numbers, () => -1],
    ]
    for (const [label, paths, replace] of everywhere) {
      if (paths.length > 0) cases.push({ ...base, body: withEach(paths, replace), label })
    }
  }
  return cases.map((parts) => toCase(operation, parts))
}

/** A date-only field gets the date part of `dateTime`; a date-time field gets all of it. */
function sameShape(value: unknown, dateTime: string): string {
  return String(value).length === 10 ? dateTime.replace(/T.*$/, '') : dateTime
}

/** A file body's known troubles: NUL, a formula, a 10,000-character cell, a quote left open. */
function fileEdgeCases(
  operation: Operation,
  params: Record<string, string>,
  file: { type: string; example: string },
): FuzzCase[] {
  const [header, ...rows] = file.example.split(/\r?\n/).filter(Boolean)
  // The second column's cells (a name, in the import's example) replaced by `text`.
  const withCell = (text: string) =>
    [
      header,
      ...rows.map((row) =>
        row
          .split(',')
          .map((cell, i) => (i === 1 ? text : cell))
          .join(','),
      ),
    ].join('\r\n')
  const base: Parts = {
    actor: 'admin',
    params,
    query: '',
    body: file.example,
    contentType: file.type,
    label: 'file',
    pathMangled: false,
  }
  return [
    base,
    { ...base, body: withCell('before\u0000after'), label: 'NUL in a cell' },
    { ...base, body: withCell('=HYPERLINK("http://evil.example")'), label: 'a formula' },
    { ...base, body: withCell('"=1+2"'), label: 'a quoted formula' },
    { ...base, body: withCell('x'.repeat(10_000)), label: 'a 10,000-character cell' },
    { ...base, body: withCell('"open'), label: 'a quote never closed' },
    { ...base, body: withCell('\uD800'), label: 'a lone surrogate' },
    { ...base, body: '', label: 'an empty file' },
    { ...base, body: `${header}\r\n`, label: 'a header alone' },
  ].map((parts) => toCase(operation, parts))
}

/** An upload's known troubles: names with folders, quotes, newlines and NUL; no file; bad fields. */
function formEdgeCases(
  operation: Operation,
  params: Record<string, string>,
  example: Record<string, string>,
): FuzzCase[] {
  const base = { actor: 'admin' as const, params, query: '', pathMangled: false }
  const withName = (name: string, label: string): Parts => ({
    ...base,
    body: formOf(example, new File([example.file ?? ''], name)),
    label,
  })
  return [
    withName('example.pdf', 'form'),
    withName('../../etc/passwd', 'a name with folders'),
    withName('a"b\\c\r\nd ü €.pdf', 'a name with quotes, a backslash and a line break'),
    withName('nul\u0000name.pdf', 'NUL in the name'),
    withName('', 'no name'),
    { ...base, body: formOf(example), label: 'no file' },
    { ...base, body: formOf(example, new File([], 'empty.pdf')), label: 'an empty file' },
    ...Object.keys(example)
      .filter((key) => key !== 'file')
      .map((key) => ({
        ...base,
        body: formOf({ ...example, [key]: '\u0000' }, new File(['x'], 'x.pdf')),
        label: `NUL in ${key}`,
      })),
  ].map((parts) => toCase(operation, parts))
}
