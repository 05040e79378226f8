import '@mantine/dates/styles.layer.css'
import { DateTimePicker } from '@mantine/dates'
import { type Control, Controller, type FieldValues } from 'react-hook-form'

/** The picker's month arrows, time inputs and confirm button need names for screen readers. */
const pickerLabels = {
  ariaLabels: {
    nextMonth: 'Next month',
    previousMonth: 'Previous month',
    nextYear: 'Next year',
    previousYear: 'Previous year',
    nextDecade: 'Next decade',
    previousDecade: 'Previous decade',
    monthLevelControl: 'Pick a month',
    yearLevelControl: 'Pick a year',
  },
  timePickerProps: { hoursInputLabel: 'Hours', minutesInputLabel: 'Minutes' },
  submitButtonProps: { 'aria-label': 'Confirm date and time' },
}

type Props = { control: Control<FieldValues>; name: string; label: string; required: boolean }

/** A local date and time ("YYYY-MM-DD HH:mm:ss"); the form turns it into ISO 8601 on submit. */
export function JobDateField({ control, name, label, required }: Props) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateTimePicker
          label={label}
          placeholder="Pick date and time"
          withAsterisk={required}
          clearable
          valueFormat="D MMM YYYY HH:mm"
          {...pickerLabels}
          error={fieldState.error?.message}
          value={field.value ?? null}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  )
}
