import { describe, expect, it } from 'vitest'
import { fieldPaths } from './form-paths'

describe('fieldPaths', () => {
  it('names every field, also inside list rows and nested objects', () => {
    const values = {
      title: 'Backend team',
      industry: { name: 'Software' },
      hires: [{ title: 'Engineer', order_need_reqs: [{ name: 'Go' }] }],
    }
    expect(fieldPaths(values)).toEqual([
      'title',
      'industry',
      'industry.name',
      'hires',
      'hires.0',
      'hires.0.title',
      'hires.0.order_need_reqs',
      'hires.0.order_need_reqs.0',
      'hires.0.order_need_reqs.0.name',
    ])
  })

  it('gives nothing for a value that is not an object', () => {
    expect(fieldPaths(null)).toEqual([])
  })
})
