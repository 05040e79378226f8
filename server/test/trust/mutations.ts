import fc from 'fast-check'
import { NASTY_STRINGS, nastyValue, pick } from './nasty-values'
import type { ValuePath } from './zod-arbitrary'

/** Mutations of a valid JSON body: a field replaced, removed, of another type, or one too many. */

/** Every path into a value: objects' keys and arrays' items, the root first. */
export function pathsOf(value: unknown, path: ValuePath = []): ValuePath[] {
  const paths: ValuePath[] = [path]
  if (Array.isArray(value)) value.forEach((item, i) => paths.push(...pathsOf(item, [...path, i])))
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...path, key]))
  return paths
}

export function getAt(value: unknown, path: ValuePath): unknown {
  return path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown>)?.[key],
    value,
  )
}

/** A copy of `value` with the node at `path` replaced (or removed, for `undefined`). */
export function setAt(value: unknown, path: ValuePath, replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const [key, ...rest] = path
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >
  const next = setAt(copy[key!], rest, replacement)
  if (next === undefined && rest.length === 0) delete copy[key!]
  // Defined, not assigned: `__proto__` then becomes a plain key, as JSON.parse makes it.
  else
    Object.defineProperty(copy, key!, {
      value: next,
      enumerable: true,
      writable: true,
      configurable: true,
    })
  return copy
}

/** The other JSON type a careless client sends: numbers as text, text as numbers. */
function swapType(value: unknown): unknown {
  if (typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return String(value)
  if (typeof value === 'string')
    return value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : 1
  if (Array.isArray(value)) return value.join(',')
  return value === null ? 'null' : JSON.stringify(value)
}

export interface BodyMutation {
  label: string
  body: unknown
}

/** One mutation of a valid JSON body, with a label saying what was done. */
export function mutateBody(valid: unknown): fc.Arbitrary<BodyMutation> {
  const paths = pathsOf(valid)
  const nonRoot = paths.length > 1 ? paths.slice(1) : paths
  const objectPaths = paths.filter((p) => {
    const node = getAt(valid, p)
    return node !== null && typeof node === 'object' && !Array.isArray(node)
  })
  const textPaths = paths.filter((p) => typeof getAt(valid, p) === 'string')
  const at = (p: ValuePath) => p.join('.') || '(root)'
  return fc.oneof(
    fc
      .tuple(pick(...nonRoot), nastyValue)
      .map(([p, v]) => ({ label: `replace ${at(p)}`, body: setAt(valid, p, v) })),
    pick(...nonRoot).map((p) => ({ label: `remove ${at(p)}`, body: setAt(valid, p, undefined) })),
    pick(...nonRoot).map((p) => ({
      label: `swap type of ${at(p)}`,
      body: setAt(valid, p, swapType(getAt(valid, p))),
    })),
    fc
      .tuple(
        pick(...objectPaths),
        pick('__proto__', 'constructor', 'id', 'deleted_at', 'company_id', 'type', 'extra', ''),
        nastyValue,
      )
      .map(([p, key, v]) => ({
        label: `extra ${at([...p, key])}`,
        body: setAt(valid, [...p, key], v),
      })),
    fc
      .tuple(pick(...(textPaths.length > 0 ? textPaths : nonRoot)), pick(...NASTY_STRINGS))
      .map(([p, text]) => ({
        label: `text at ${at(p)}`,
        body: setAt(valid, p, `${String(getAt(valid, p))}${text}`),
      })),
    nastyValue.map((v) => ({ label: 'replace the whole body', body: v })),
  )
}
