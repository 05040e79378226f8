import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMessages, formatsFor } from './format'
import finnish from './messages.fi'

/**
 * The dashboard writes its figures without Intl (a page's first Intl formatter costs it 27–31 ms of
 * main thread): what it writes must be what Intl.NumberFormat writes in each language's locale.
 */
const languages = [
  ['en', formatMessages.get()],
  ['fi', { ...formatMessages.get(), ...finnish.format }],
] as const

/** Every kind of figure: whole, with decimals, ties, tiny, huge, negative, zero of both signs. */
const figure = fc.oneof(
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e25, max: 1e25 }),
  fc
    .tuple(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.integer({ min: 0, max: 99_999 }))
    .map(([whole, decimals]) => Number(`${whole}.${String(decimals).padStart(5, '0')}`)),
  fc.constantFrom(0, -0, 0.0005, 1.0005, 2.5, -2.5, 0.125, 999.9995, 1234.5, 1e21, -1e21),
)

describe.each(languages)('figures in %s', (code, patterns) => {
  const formats = formatsFor(code, patterns)
  const count = new Intl.NumberFormat(patterns.intlLocale)
  const money = new Intl.NumberFormat(patterns.intlLocale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  })

  it('writes a number and an amount as Intl.NumberFormat does', () => {
    fc.assert(
      fc.property(figure, (value) => {
        expect(formats.number(value)).toBe(count.format(value))
        expect(formats.money(value)).toBe(money.format(value))
        // As the API sends an amount: as text (in which -0 is 0).
        expect(formats.money(String(value))).toBe(money.format(Number(String(value))))
      }),
      { numRuns: 2_000 },
    )
  })

  it('writes a total the server only counted so far with a plus', () => {
    expect(formats.total({ total: 10_000, total_is_exact: false })).toBe(`${count.format(10_000)}+`)
    expect(formats.total({ total: 1_234, total_is_exact: true })).toBe(count.format(1_234))
  })
})

it('writes what is not a number as the dashboard’s “none”', () => {
  const formats = formatsFor('en', formatMessages.get())
  expect(formats.money('not a number')).toBe('—')
  expect(formats.number(Number.POSITIVE_INFINITY)).toBe('—')
})
