import { describe, expect, it } from 'vitest'
import type { Formats } from '../../format'
import { formatValue, labelOf, markupText, type HistoryFields } from './fields'
import { historyMessages } from './messages'

const t = historyMessages.get()
const format = {
  date: (iso: string) => `date(${iso})`,
  dateTime: (iso: string) => `dateTime(${iso})`,
  month: (month: string) => month,
  number: (value: number) => `n(${value})`,
  total: (list: { total: number }) => `t(${list.total})`,
  money: (value: string | number) => `m(${value})`,
} satisfies Formats

const fields: HistoryFields = {
  description: { label: 'Description', kind: 'markup' },
  password: { label: 'Password', kind: 'secret' },
  company: { label: 'Company', kind: 'relation' },
  stage: { label: 'Stage', kind: 'choice', labels: { pending: 'Pending' } },
  order_need_reqs: { label: 'Requirements', kind: 'requirements' },
  is_infinite: { label: 'Open-ended', kind: 'boolean' },
  budget: { label: 'Budget', kind: 'money' },
}
const shown = (name: string, value: unknown) => formatValue(fields[name], value, format, t)

describe('a history value', () => {
  it('keeps only the words of rich text, and nothing of its tags or attributes', () => {
    expect(markupText('<p>Night <b>shifts</b></p><p>Safe</p><img src=x onerror="alert(1)">')).toBe(
      'Night shifts Safe',
    )
    expect(shown('description', '<img src=x onerror="alert(1)">')).toBe('—')
    expect(shown('description', '<p>a</p><script>alert(1)</script>&lt;b&gt;')).toBe('a <b>')
  })

  it('says a password changed without any value, and null as a dash', () => {
    expect(shown('password', null)).toBe('changed')
    expect(shown('company', null)).toBe('—')
    expect(shown('budget', '')).toBe('—')
  })

  it('names relations, choices, requirements and booleans as a person reads them', () => {
    expect(shown('company', { id: 3, name: 'Globex' })).toBe('Globex')
    expect(shown('stage', 'pending')).toBe('Pending')
    expect(shown('stage', 'unheard')).toBe('unheard')
    expect(
      shown('order_need_reqs', [
        { name: 'Rust', level: 'expert', mandatory: true },
        { name: 'Go' },
      ]),
    ).toBe('Rust (expert, mandatory), Go')
    expect(shown('is_infinite', false)).toBe('No')
    expect(shown('budget', '5000')).toBe('m(5000)')
  })

  it('labels an unknown field by its name made readable', () => {
    expect(labelOf(fields, 'company')).toBe('Company')
    expect(labelOf(fields, 'max_hours')).toBe('Max hours')
  })
})
