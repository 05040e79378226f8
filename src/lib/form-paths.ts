/**
 * Every path a form's values hold, in react-hook-form's dotted notation (`hires.0.title`), so a
 * server error naming a field inside a list row finds that row's input.
 */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (values === null || typeof values !== 'object') return prefix ? [prefix] : []
  const entries = Array.isArray(values)
    ? values.map((value, index) => [String(index), value] as const)
    : Object.entries(values)
  const nested = entries.flatMap(([key, value]) =>
    fieldPaths(value, prefix ? `${prefix}.${key}` : key),
  )
  return prefix ? [prefix, ...nested] : nested
}
