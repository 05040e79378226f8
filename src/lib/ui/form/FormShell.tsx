import { Button, Group, Paper, Stack } from '@mantine/core'
import { getHotkeyHandler } from '@mantine/hooks'
import type { ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useMessages } from '../../i18n'
import { DraftNotice } from '../DraftNotice'
import { FormErrorAlert } from '../FormErrorAlert'
import { commonMessages } from '../messages'

type Props<T extends FieldValues, Output> = {
  form: UseFormReturn<T, unknown, Output>
  /** The draft kept of the form (useFormDraft): its notice once restored. */
  draft: { restored: boolean; discard: () => void }
  onSubmit: () => Promise<void>
  /** The form's accessible name. */
  label: string
  submitLabel: string
  /** An edit: the submit waits for a change. */
  dirtyOnly?: boolean
  /** Ctrl or ⌘ + Enter submits from any field. */
  submitOnModEnter?: boolean
  /** The Cancel button's link (a `renderRoot`); none: no Cancel button. */
  cancel?: (props: Record<string, unknown>) => ReactNode
  /** Left of the buttons: a delete or terminate button. */
  danger?: ReactNode
  /** Before the form: its dialogs (a conflict, the leave guard). */
  dialogs?: ReactNode
  children: ReactNode
}

/**
 * A form's frame: the restored draft's notice, the server's error that no field took, the fields,
 * then Cancel and the submit button (busy while it saves).
 */
export function FormShell<T extends FieldValues, Output>({
  form,
  draft,
  onSubmit,
  label,
  submitLabel,
  dirtyOnly = false,
  submitOnModEnter = false,
  cancel,
  danger,
  dialogs,
  children,
}: Props<T, Output>) {
  const t = useMessages(commonMessages)
  const { errors, isSubmitting, isDirty } = form.formState
  const buttons = (
    <>
      {cancel && (
        <Button variant="default" renderRoot={cancel}>
          {t.cancel}
        </Button>
      )}
      <Button type="submit" loading={isSubmitting} disabled={dirtyOnly && !isDirty}>
        {submitLabel}
      </Button>
    </>
  )
  return (
    <Paper withBorder radius="md" p="xl">
      {dialogs}
      <form
        onSubmit={onSubmit}
        onKeyDown={
          submitOnModEnter ? getHotkeyHandler([['mod+Enter', () => void onSubmit()]]) : undefined
        }
        noValidate
        aria-label={label}
      >
        <Stack gap="xl">
          {draft.restored && <DraftNotice onDiscard={draft.discard} />}
          <FormErrorAlert message={errors.root?.server?.message} />
          {children}
          {danger ? (
            <Group justify="space-between">
              {danger}
              <Group>{buttons}</Group>
            </Group>
          ) : (
            <Group justify="flex-end">{buttons}</Group>
          )}
        </Stack>
      </form>
    </Paper>
  )
}
