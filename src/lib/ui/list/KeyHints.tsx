import { Kbd, Text, type MantineBreakpoint } from '@mantine/core'
import { Fragment } from 'react'

/** Keys and what they do: `↑ ↓ move`; `between` joins the keys (`0–4`, `Space / x`). */
export type KeyHint = { keys: string[]; label: string; between?: string }

/** The keys of a list, line by line, for wide screens only. */
export function KeyHints({
  lines,
  visibleFrom = 'md',
}: {
  lines: KeyHint[][]
  visibleFrom?: MantineBreakpoint
}) {
  return (
    <Text size="xs" c="dimmed" visibleFrom={visibleFrom}>
      {lines.map((line, lineIndex) => (
        <Fragment key={lineIndex}>
          {lineIndex > 0 && <br />}
          {line.map((hint, hintIndex) => (
            <Fragment key={hint.label}>
              {hintIndex > 0 && ' · '}
              {hint.keys.map((key, keyIndex) => (
                <Fragment key={key}>
                  {keyIndex > 0 && (hint.between ?? ' ')}
                  <Kbd size="xs">{key}</Kbd>
                </Fragment>
              ))}{' '}
              {hint.label}
            </Fragment>
          ))}
        </Fragment>
      ))}
    </Text>
  )
}
