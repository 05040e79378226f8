import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const dbFolder = fileURLToPath(new URL('.', import.meta.url))

describe('the database layer', () => {
  it('knows nothing of HTTP: no file under server/db imports server/http', async () => {
    const files = (await readdir(dbFolder, { recursive: true })).filter((f) => f.endsWith('.ts'))
    expect(files.length).toBeGreaterThan(5)
    const offenders: string[] = []
    for (const file of files) {
      const text = await readFile(join(dbFolder, file), 'utf8')
      if (/from '(\.\.\/)+http\//.test(text) || /from '.*server\/http\//.test(text))
        offenders.push(file)
    }
    expect(offenders).toEqual([])
  })
})
