import { readFile } from 'node:fs/promises'
import { expect, it } from 'vitest'
import { API_TYPES_FILE, generateApiTypes } from '../../scripts/api-types'

it('the dashboard’s API types are what the routes generate now (else: npm run api:types)', async () => {
  expect(await readFile(API_TYPES_FILE, 'utf8')).toBe(await generateApiTypes())
}, 60_000)
