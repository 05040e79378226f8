import { expect, test } from 'vitest'
import { mergeFreshPage, noChanges } from './live-list'

const row = (id: number, name = `row ${id}`) => ({ id, name })

test('rows keep their places and take their fresh values; unchanged rows stay the same objects', () => {
  const shown = [row(1), row(2), row(3)]
  const fresh = [row(3), row(2, 'renamed'), row(1)]
  const changes = noChanges()
  changes.changed.set(2, 'updated')
  const merged = mergeFreshPage(shown, fresh, changes, new Map())
  expect(merged.rows.map((one) => one.id)).toEqual([1, 2, 3])
  expect(merged.rows[1]).toEqual(row(2, 'renamed'))
  expect(merged.marks.size).toBe(0)
  expect(merged.news).toBe(0)
})

test('a changed row no longer on the page stays, marked; one only pushed off it stays unmarked', () => {
  const shown = [row(1), row(2), row(3)]
  const fresh = [row(9), row(1)]
  const changes = noChanges()
  changes.changed.set(2, 'updated')
  changes.changed.set(9, 'created')
  changes.created.add(9)
  const merged = mergeFreshPage(shown, fresh, changes, new Map())
  expect(merged.rows).toEqual(shown)
  expect([...merged.marks]).toEqual([[2, 'changed']])
  expect(merged.news).toBe(1)
})

test('a deleted row is marked so; a related change marks every row the page lost', () => {
  const deleted = noChanges()
  deleted.changed.set(1, 'deleted')
  expect([...mergeFreshPage([row(1)], [], deleted, new Map()).marks]).toEqual([[1, 'deleted']])

  const related = { ...noChanges(), related: true }
  expect([...mergeFreshPage([row(1), row(2)], [row(2)], related, new Map()).marks]).toEqual([
    [1, 'changed'],
  ])
})

test('a mark stays until the row is back on the page; an update elsewhere is no news', () => {
  const marks = new Map([[2, 'changed' as const]])
  const changes = noChanges()
  changes.changed.set(7, 'updated')
  expect([...mergeFreshPage([row(1), row(2)], [row(1), row(7)], changes, marks).marks]).toEqual([
    [2, 'changed'],
  ])
  expect(mergeFreshPage([row(1), row(2)], [row(1), row(7)], changes, marks).news).toBe(0)
  expect(mergeFreshPage([row(1), row(2)], [row(1), row(2)], changes, marks).marks.size).toBe(0)
})
