import { DateInput, type DateInputProps } from '@mantine/dates'
import { DatesInLanguage } from '../../../lib/ui/DatesInLanguage'

type Props = {
  start: string | undefined
  end: string | null | undefined
  onStart: (day: string) => void
  onEnd: (day: string | null) => void
  labels: { start: string; end: string; placeholder: string }
  errors: { start: string | undefined; end: string | undefined }
}

/**
 * The period cell's two days, with the editor's date inputs: typed as YYYY-MM-DD, the calendar in
 * the dashboard's language (a native date input shows the browser's, whatever was chosen). Loaded
 * when a period is first edited, so the table's own code stays without the date pickers'.
 */
export default function PeriodFields({ start, end, onStart, onEnd, labels, errors }: Props) {
  const field = {
    size: 'xs',
    valueFormat: 'YYYY-MM-DD',
    placeholder: labels.placeholder,
    miw: 110,
  } satisfies DateInputProps
  return (
    <DatesInLanguage>
      <DateInput
        {...field}
        autoFocus
        aria-label={labels.start}
        value={start ?? null}
        onChange={(day) => onStart(day ?? '')}
        error={errors.start}
      />
      <DateInput
        {...field}
        clearable
        aria-label={labels.end}
        value={end ?? null}
        onChange={onEnd}
        error={errors.end}
      />
    </DatesInLanguage>
  )
}
