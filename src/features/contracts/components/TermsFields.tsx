import '@mantine/dates/styles.layer.css'
import { Autocomplete, Group, Select, Switch, TextInput } from '@mantine/core'
import { DateInput } from '@mantine/dates'
import { Controller, useWatch } from 'react-hook-form'
import { FormSection } from '../../../lib/ui/FormSection'
import type { ContractStatus } from '../../../interface'
import { STATUS_LABELS } from '../labels'
import { NumberField } from './NumberField'
import type { ContractFormApi } from './types'

const STATUS_OPTIONS = Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))
const TYPE_SUGGESTIONS = ['hourly', 'fixed']

export function TermsFields({ form }: { form: ContractFormApi }) {
  const { errors } = form.formState
  const openEnded = useWatch({ control: form.control, name: 'is_infinite' })

  return (
    <FormSection title="Terms" description="Status, kind of contract, period and workload.">
      <Group grow align="flex-start">
        <Controller
          control={form.control}
          name="status"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              label="Status"
              data={STATUS_OPTIONS}
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
              label="Type"
              placeholder="hourly, fixed or your own"
              data={TYPE_SUGGESTIONS}
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
              label="Start date"
              withAsterisk
              valueFormat="YYYY-MM-DD"
              placeholder="YYYY-MM-DD"
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
              label="End date"
              valueFormat="YYYY-MM-DD"
              placeholder={openEnded ? 'Open-ended' : 'YYYY-MM-DD'}
              clearable
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
            label="Open-ended"
            description="No end date: the contract runs until it is ended."
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
          label="Allocation"
          description="Share of full time, 0–100."
          suffix="%"
          min={0}
          max={100}
          decimalScale={2}
        />
        <NumberField
          control={form.control}
          name="max_hours"
          label="Max hours"
          min={0}
          allowDecimal={false}
        />
        <TextInput label="Unit" error={errors.unit?.message} {...form.register('unit')} />
      </Group>
      <TextInput
        label="Notice period"
        error={errors.notice_period?.message}
        {...form.register('notice_period')}
      />
      <TextInput
        label="Work scope"
        error={errors.work_scope?.message}
        {...form.register('work_scope')}
      />
    </FormSection>
  )
}
