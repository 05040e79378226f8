import { useId } from 'react'
import classes from './SegmentedChoice.module.css'

type Choice<T extends string> = { value: T; label: string; title?: string }

type Props<T extends string> = {
  'aria-label': string
  data: readonly Choice<T>[]
  value: T
  onChange: (value: T) => void
  /** As Mantine's sizes: `sm` unless told. */
  size?: 'xs' | 'sm'
}

/**
 * One of a few choices side by side, as Mantine's SegmentedControl shows them, made of native radio
 * buttons (the arrows move between them), the chosen one drawn by CSS. Mantine's own slides an
 * indicator it places by measuring the choices as it mounts: on the contracts page and the
 * overview that laid the whole page out inside the task that drew it (80–130 ms of it on a
 * phone-speed CPU). Where a page mounts one only when asked (a popover, the profile), Mantine's
 * stays.
 */
export function SegmentedChoice<T extends string>({
  data,
  value,
  onChange,
  size = 'sm',
  'aria-label': label,
}: Props<T>) {
  const name = useId()
  return (
    <div role="radiogroup" aria-label={label} className={classes.root} data-size={size}>
      {data.map((choice, index) => (
        <div key={choice.value} className={classes.control}>
          <input
            type="radio"
            className={classes.input}
            id={`${name}-${index}`}
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          <label htmlFor={`${name}-${index}`} className={classes.label} title={choice.title}>
            {choice.label}
          </label>
        </div>
      ))}
    </div>
  )
}
