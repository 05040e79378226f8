import { DateTimePicker } from '@mantine/dates'
import { DatesInLanguage } from '../../../lib/ui/DatesInLanguage'
import { type Control, Controller, type FieldValues } from 'react-hook-form'
import { useMessages } from '../../../lib/i18n'
import { inquiryMessages } from '../messages'
import type { InquiryMessages } from '../messages'
import { formatMessages } from '../../../lib/format'

/**
 * The picker's time inputs and confirm button need names for screen readers (its month arrows
 * have theirs from DatesInLanguage).
 */
function pickerLabels(t: InquiryMessages) {
  return {
    timePickerProps: { hoursInputLabel: t.hours, minutesInputLabel: t.minutes },
    submitButtonProps: { 'aria-label': t.confirmDateTime },
  }
}

type Props = { control: Control<FieldValues>; name: string; label: string; required: boolean }

/** A local date and time ("YYYY-MM-DD HH:mm:ss"); the form turns it into ISO 8601 on submit. */
export function JobDateField({ control, name, label, required }: Props) {
  const t = useMessages(inquiryMessages)
  const format = useMessages(formatMessages)
  return (
    <DatesInLanguage>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <DateTimePicker
            label={label}
            placeholder={t.pickDateTime}
            withAsterisk={required}
            clearable
            valueFormat={format.pickerDateTime}
            {...pickerLabels(t)}
            error={fieldState.error?.message}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </DatesInLanguage>
  )
}
