import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const src = join(root, 'src')
const SANITIZER = 'src/lib/ui/SafeHtml.tsx'

/** Ways to put markup into the page that React's escaping does not cover. */
const RAW_MARKUP =
  /dangerouslySetInnerHTML|\binnerHTML\b|\bouterHTML\b|insertAdjacentHTML|document\.write/

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('markup from the API reaches the page only through the sanitizer', () => {
  it('no file but the sanitizer writes raw markup into the page', () => {
    const files = sourceFiles(src)
    expect(files.length).toBeGreaterThan(50)
    const writers = files
      .filter((file) => RAW_MARKUP.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file))
    expect(writers).toEqual([SANITIZER])
  })

  it('the sanitizer hands React only what DOMPurify returned', () => {
    const sanitizer = readFileSync(join(root, SANITIZER), 'utf8')
    const uses = [...sanitizer.matchAll(/dangerouslySetInnerHTML=\{\{ __html: (\w+) \}\}/g)]
    expect(uses.map((use) => use[1])).toEqual(['safe'])
    expect(sanitizer).toMatch(/const safe = useMemo\(\(\) => sanitizeHtml\(html\), \[html\]\)/)
    expect(sanitizer).toMatch(/DOMPurify\.sanitize\(markup/)
  })
})
