import { memo } from 'react'
import { Group, Switch, TextInput } from '@mantine/core'
import { DateInput } from '@mantine/dates'
import { Controller, useWatch, useFormState } from 'react-hook-form'
import { FormSection } from '../../../lib/ui/FormSection'
import type { ContractStatus } from '../../../interface'
import { CONTRACT_TYPES, statusLabels } from '../labels'
import { NoticeFields } from './NoticeFields'
import { NumberField, TERM_INPUTS } from './NumberField'
import type { ContractFormApi } from './types'
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'
import { contractTermMessages } from '../terms/messages'
import { DatesInLanguage } from '../../../lib/ui/DatesInLanguage'
import { Autocomplete, Select } from '../../../lib/ui/pickers'

export const TermsFields = memo(function TermsFields({ form }: { form: ContractFormApi }) {
  const t = useMessages(contractMessages)
  const { clearEndDate } = useMessages(contractTermMessages)
  const statusOptions = Object.entries(statusLabels(t)).map(([value, label]) => ({ value, label }))
  const { errors } = useFormState({ control: form.control })
  const openEnded = useWatch({ control: form.control, name: 'is_infinite' })

  return (
    <DatesInLanguage>
      <FormSection title={t.terms} description={t.termsDescription}>
        <Group grow align="flex-start">
          <Controller
            control={form.control}
            name="status"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                label={t.status}
                data={statusOptions}
                allowDeselect={false}
                value={field.value ?? 'not started'}
                onChange={(value) => field.onChange(value as ContractStatus)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="type"
            render={({ field, fieldState }) => (
              <Autocomplete
                ref={field.ref}
                label={t.type}
                placeholder={t.typePlaceholder}
                data={[...CONTRACT_TYPES]}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </Group>
        <Group grow align="flex-start">
          <Controller
            control={form.control}
            name="contract_start"
            render={({ field, fieldState }) => (
              <DateInput
                ref={field.ref}
                label={t.startDate}
                withAsterisk
                valueFormat="YYYY-MM-DD"
                placeholder={t.datePlaceholder}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="contract_end"
            render={({ field, fieldState }) => (
              <DateInput
                ref={field.ref}
                label={t.endDate}
                valueFormat="YYYY-MM-DD"
                placeholder={openEnded ? t.openEndedLabel : t.datePlaceholder}
                clearable
                clearButtonProps={{ 'aria-label': clearEndDate }}
                disabled={openEnded}
                value={openEnded ? null : (field.value ?? null)}
                onChange={(value) => field.onChange(value ?? null)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </Group>
        <Controller
          control={form.control}
          name="is_infinite"
          render={({ field }) => (
            <Switch
              ref={field.ref}
              label={t.openEndedLabel}
              description={t.openEndedDescription}
              checked={field.value ?? false}
              onChange={(event) => {
                field.onChange(event.currentTarget.checked)
                form.clearErrors('contract_end')
              }}
              onBlur={field.onBlur}
            />
          )}
        />
        <Group grow align="flex-start">
          <NumberField
            control={form.control}
            name="allocation"
            {...TERM_INPUTS.allocation}
            label={t.allocation}
            description={t.allocationDescription}
          />
          <NumberField
            control={form.control}
            name="max_hours"
            {...TERM_INPUTS.max_hours}
            label={t.maxHours}
          />
          <TextInput label={t.unit} error={errors.unit?.message} {...form.register('unit')} />
        </Group>
        <TextInput
          label={t.noticePeriod}
          error={errors.notice_period?.message}
          {...form.register('notice_period')}
        />
        <NoticeFields form={form} />
        <TextInput
          label={t.workScope}
          error={errors.work_scope?.message}
          {...form.register('work_scope')}
        />
      </FormSection>
    </DatesInLanguage>
  )
})
