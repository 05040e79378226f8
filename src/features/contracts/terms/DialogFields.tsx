import { DateInput, type DateInputProps } from '@mantine/dates'
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form'
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'

type Field<T extends FieldValues> = { control: Control<T>; name: Path<T> }

/** A day, typed or picked, as YYYY-MM-DD. */
export function DayField<T extends FieldValues>({
  control,
  name,
  ...props
}: Field<T> & Omit<DateInputProps, 'value' | 'onChange' | 'name'>) {
  const t = useMessages(contractMessages)
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateInput
          {...props}
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
