import fc from 'fast-check'

/**
 * What careless and hostile clients send: values of the wrong type, huge and strange text,
 * impossible dates, ids that are not there, malformed query strings and bodies.
 */

/** One of the values, each as likely (fast-check's constantFrom favours the first ones). */
export const pick = <T>(...values: T[]) => fc.noBias(fc.constantFrom(...values))

/** 100,000 characters: large, yet a body holding a few stays under the 1 MiB limit. */
const HUGE = 'x'.repeat(100_000)

export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'before\u0000after',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'مرحبا بالعالم',
  'abc\u202Egnp.exe',
  '\uFEFFbom',
  '\uD800',
  'e\u0301\u200B',
  '50%',
  '1e3',
  '-1',
  '0x10',
  'NaN',
  'Infinity',
  '9'.repeat(400),
  "'; drop table users; --",
  '%_\\',
  '<script>alert(1)</script>',
  '2026-02-30',
  '2026-02-30T10:00:00Z',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '99999-12-31',
  '+099999-01-01T00:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-01-01T25:00:00Z',
  'true',
  'null',
  HUGE,
  '😀'.repeat(50_000),
]

/** A JSON array nested deeper than any schema goes. */
const deeplyNested = JSON.parse('['.repeat(2000) + ']'.repeat(2000)) as unknown

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  pick<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -0.0001,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 53 + 2,
    [],
    {},
    [null],
    { id: 1 },
    { name: 'x' },
    deeplyNested,
  ),
  pick(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 20 }),
)

export const NASTY_QUERY_VALUES = [
  '-1',
  '0',
  '1e9',
  '1.5',
  '',
  ' 1',
  'abc',
  '%',
  '\u0000',
  '50%',
  '999999999999999999999',
  'foo',
  '😀',
  'x'.repeat(300),
  '0x10',
  'Infinity',
  'NaN',
  '-id',
  '--id',
]

/** Query strings a hand-written client or a fuzzer sends: appended raw, unencoded. */
export const RAW_QUERY_SUFFIXES = [
  '&page[]=1',
  '&page=1&page=2',
  '&per_page=1e9',
  '&page=-1',
  '&status=foo',
  '&sort=-nope',
  '&%E0%A4%A=1',
  '&q=%E0%A4%A',
  '&search=%E0%A4%A',
  '&q=%',
  '&search=%FF',
  '&=&&',
  '&page',
  '&q=%00',
  '&search=%00',
  '&per_page=%00',
]

/** Path segments in place of an id: sent as they are, so some are percent-encoded on purpose. */
export const NASTY_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '01',
  '%201',
  'abc',
  '%00',
  '%F0%9F%98%80',
  '%E0%A4%A',
  '..',
  '%2F',
  'x'.repeat(300),
  '9'.repeat(30),
  '2147483648',
  '999999',
  'NaN',
  'Infinity',
  '0x10',
  'export.csv',
]

/** Bodies that are not a JSON object, or not JSON at all. */
export const RAW_BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '42',
  '{"a":}',
  '{"title":"a","title":1}',
  '\u0000',
  '{"__proto__":{"type":"admin"}}',
  '['.repeat(10_000),
]
