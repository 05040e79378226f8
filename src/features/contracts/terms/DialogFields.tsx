import { DateInput, type DateInputProps } from '@mantine/dates'
import { useState } from 'react'
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form'
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'

type Field<T extends FieldValues> = { control: Control<T>; name: Path<T> }

/**
 * A day, typed or picked, as YYYY-MM-DD. Its calendar opens as it takes focus; in a dialog, Esc
 * then closes the calendar, not the dialog with what was typed in it: Mantine's modals pass over
 * an Esc from a field marked `data-mantine-stop-propagation`, as its own lists mark theirs while
 * open, and its date input does not.
 */
export function DayField<T extends FieldValues>({
  control,
  name,
  ...props
}: Field<T> & Omit<DateInputProps, 'value' | 'onChange' | 'name' | 'popoverProps'>) {
  const t = useMessages(contractMessages)
  const [calendarOpen, setCalendarOpen] = useState(false)
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateInput
          {...props}
          popoverProps={{
            onOpen: () => setCalendarOpen(true),
            onClose: () => setCalendarOpen(false),
          }}
          data-mantine-stop-propagation={calendarOpen || undefined}
          ref={field.ref}
          name={field.name}
          valueFormat="YYYY-MM-DD"
          placeholder={t.datePlaceholder}
          value={(field.value as string | undefined) ?? null}
          onChange={(value) => field.onChange(value ?? undefined)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}
