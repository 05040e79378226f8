import { Button, Kbd } from '@mantine/core'
import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'

type Props = {
  to: LinkProps['to']
  label: string
  icon: ReactNode
  /** The key that opens the same page from the list (`n`), shown on the button. */
  shortcut?: string
}

/** The list's button to a new record. */
export function NewRecordButton({ to, label, icon, shortcut }: Props) {
  return (
    <Button
      component={Link}
      to={to}
      leftSection={icon}
      rightSection={
        shortcut && (
          <Kbd size="xs" aria-hidden>
            {shortcut}
          </Kbd>
        )
      }
    >
      {label}
    </Button>
  )
}
