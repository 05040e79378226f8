import { Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { type ChangeEvent, type DragEvent, type ReactNode, useId, useRef, useState } from 'react'
import classes from './FileDropArea.module.css'

type Props = {
  /** What the area says: choose a file, or drop it here. */
  label: string
  /** What it says while a file is dragged over it. */
  dropLabel: string
  /** The hidden picker's own name. */
  inputLabel: string
  /** What may be chosen, and how much (its accessible description). */
  hint: string
  icon: ReactNode
  /** The picker's `accept`: `.csv,text/csv`; any file when left out. */
  accept?: string
  /** Several files at once, picked or dropped. */
  multiple?: boolean
  onFiles: (files: File[]) => void
  /** While another cannot be chosen (the file is being imported). */
  disabled?: boolean
  /** Under the label: what was chosen. */
  children?: ReactNode
}

/**
 * Where a file is chosen: a button (Tab, then Enter or Space) that opens the file picker, and
 * takes files dropped on it. The picker's input itself is hidden and out of the Tab order.
 */
export function FileDropArea({
  label,
  dropLabel,
  inputLabel,
  hint,
  icon,
  accept,
  multiple = false,
  onFiles,
  disabled = false,
  children,
}: Props) {
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const hintId = useId()

  const take = (files: FileList | null | undefined) => {
    const taken = [...(files ?? [])].slice(0, multiple ? undefined : 1)
    if (taken.length > 0 && !disabled) onFiles(taken)
  }
  const dragOver = (event: DragEvent) => {
    event.preventDefault()
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy'
    setOver(!disabled)
  }
  const drop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    take(event.dataTransfer.files)
  }
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.currentTarget.files
    take(files)
    // Emptied once read, so that choosing the same file again (fixed, say) is a change too.
    event.currentTarget.value = ''
  }

  return (
    <Stack gap={6}>
      <UnstyledButton
        className={classes.area}
        mod={{ over }}
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
        onDragEnter={dragOver}
        onDragOver={dragOver}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <Stack align="center" gap={4}>
          {icon}
          <Text fw={600}>{over ? dropLabel : label}</Text>
          {children}
        </Stack>
      </UnstyledButton>
      <Text id={hintId} size="xs" c="dimmed">
        {hint}
      </Text>
      <VisuallyHidden>
        <input
          ref={input}
          type="file"
          accept={accept}
          multiple={multiple}
          aria-label={inputLabel}
          tabIndex={-1}
          disabled={disabled}
          onChange={picked}
        />
      </VisuallyHidden>
    </Stack>
  )
}
