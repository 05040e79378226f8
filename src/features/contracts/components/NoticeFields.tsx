import { Group, NumberInput, TextInput } from '@mantine/core'
import { Controller, useWatch } from 'react-hook-form'
import type { Renewal } from '../../../interface/contract-values'
import { useFormat } from '../../../lib/format'
import { useMessages } from '../../../lib/i18n'
import { noticeDeadline } from '../form-values'
import { renewalLabels } from '../labels'
import { contractMessages } from '../messages'
import { contractTermMessages } from '../terms/messages'
import type { ContractFormApi } from './types'
import { Select } from '../../../lib/ui/pickers'

/** The days of notice, the deadline they make (read-only), and the renewal decision. */
export function NoticeFields({ form }: { form: ContractFormApi }) {
  const t = useMessages(contractTermMessages)
  const labels = renewalLabels(useMessages(contractMessages))
  const format = useFormat()
  const [end, openEnded, days] = useWatch({
    control: form.control,
    name: ['contract_end', 'is_infinite', 'notice_days'],
  })
  const deadline = noticeDeadline({ contract_end: end, is_infinite: openEnded, notice_days: days })

  return (
    <Group grow align="flex-start">
      <Controller
        control={form.control}
        name="notice_days"
        render={({ field, fieldState }) => (
          <NumberInput
            ref={field.ref}
            name={field.name}
            label={t.noticeDays}
            description={t.noticeDaysDescription}
            min={0}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            value={field.value ?? ''}
            // Emptied: null, which the edit sends to clear the notice.
            onChange={(value) => field.onChange(value === '' ? null : value)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextInput
        label={t.noticeDeadline}
        description={t.noticeDeadlineDescription}
        readOnly
        variant="filled"
        value={deadline ? format.date(deadline) : '—'}
      />
      <Controller
        control={form.control}
        name="renewal"
        render={({ field, fieldState }) => (
          <Select
            ref={field.ref}
            label={t.renewal}
            description={t.renewalDescription}
            data={Object.entries(labels).map(([value, label]) => ({ value, label }))}
            allowDeselect={false}
            value={field.value ?? 'undecided'}
            onChange={(value) => field.onChange(value as Renewal)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </Group>
  )
}
