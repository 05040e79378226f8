import { notifications } from '@mantine/notifications'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { applyServerErrors } from './server-errors'

type Options<T extends FieldValues, Output, Saved> = {
  /** The names a 422 may put its errors on, or how to find them in the form's values. */
  fields: readonly string[] | ((values: T) => readonly string[])
  /** The form's draft, cleared once saved. */
  draft: { clear: () => void }
  /** Sends the values. */
  save: (values: Output) => Promise<Saved>
  /** The notice that says they were saved. */
  notice: (values: Output, saved: Saved) => string
  /** After the notice, e.g. back to the list or on to the new record. */
  then?: (saved: Saved) => unknown
  /** A refusal this form answers itself (a conflict): true when it did. */
  refused?: (error: unknown) => boolean
  form: UseFormReturn<T, unknown, Output>
}

/**
 * A form's submit: validates, saves, clears the draft and says so; a refusal's messages land on the
 * fields they name (the rest on the form), unless `refused` answers it.
 */
export function submitForm<T extends FieldValues, Output, Saved>({
  form,
  fields,
  draft,
  save,
  notice,
  then,
  refused,
}: Options<T, Output, Saved>) {
  return form.handleSubmit(async (values) => {
    try {
      const saved = await save(values)
      draft.clear()
      notifications.show({ color: 'green', message: notice(values, saved) })
      await then?.(saved)
    } catch (error) {
      if (refused?.(error)) return
      const names = typeof fields === 'function' ? fields(form.getValues()) : fields
      applyServerErrors(error, form.setError, names)
    }
  })
}
