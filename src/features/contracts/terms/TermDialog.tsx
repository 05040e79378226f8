import { Button, Group, Stack } from '@mantine/core'
import { LazyModal } from '../../../lib/ui/LazyModal'
import type { ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useMessages } from '../../../lib/i18n'
import { DatesInLanguage } from '../../../lib/ui/DatesInLanguage'
import { FormErrorAlert } from '../../../lib/ui/FormErrorAlert'
import { contractMessages } from '../messages'

/** A dialog's form keeps no draft: what was typed stays while it is open, an error included. */
export const NO_DRAFT = { clear: () => {} }

type Props = {
  title: string
  opened: boolean
  onClose: () => void
  /** The form, mounted afresh each time the dialog opens. */
  children: ReactNode
}

/** A small dialog around one form of a contract's terms. */
export function TermDialog({ title, opened, onClose, children }: Props) {
  return (
    <LazyModal opened={opened} onClose={onClose} title={title} centered size="lg">
      {opened && <DatesInLanguage>{children}</DatesInLanguage>}
    </LazyModal>
  )
}

type FormProps<T extends FieldValues, Output> = {
  form: UseFormReturn<T, unknown, Output>
  onSubmit: () => Promise<void>
  /** The form's accessible name. */
  label: string
  submitLabel: string
  onCancel: () => void
  children: ReactNode
}

/** The dialog's form: the server's error that no field took, the fields, Cancel and submit. */
export function TermDialogForm<T extends FieldValues, Output>({
  form,
  onSubmit,
  label,
  submitLabel,
  onCancel,
  children,
}: FormProps<T, Output>) {
  const t = useMessages(contractMessages)
  const { errors, isSubmitting } = form.formState
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        <FormErrorAlert message={errors.root?.server?.message} />
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
