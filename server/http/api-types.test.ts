import { readFile } from 'node:fs/promises'
import { expect, it } from 'vitest'
import {
  API_TYPES_FILE,
  generateApiTypes,
  generateListSearchSchemas,
  LIST_SEARCH_FILE,
} from '../../scripts/api-types'

// Generated from src/interface and committed: each fails while it differs from what the schemas
// produce now (then run `npm run api:types`).
it('the dashboard’s API types are what the routes generate now', async () => {
  expect(await readFile(API_TYPES_FILE, 'utf8')).toBe(await generateApiTypes())
}, 60_000)

it('the lists’ URL search schemas are what their API queries generate now', async () => {
  expect(await readFile(LIST_SEARCH_FILE, 'utf8')).toBe(await generateListSearchSchemas())
})
