import { memo } from 'react'
import { TextInput } from '@mantine/core'
import { Controller, useFormState } from 'react-hook-form'
import { FormSection } from '../../../lib/ui/FormSection'
import type { ContractFormValues } from '../form-values'
import { CompanySelect } from './CompanySelect'
import { ConsultantField } from './ConsultantField'
import type { ContractFormApi } from './types'
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'
import { TagsInput } from '../../../lib/ui/pickers'

type Props = { form: ContractFormApi; isNew: boolean }

export const PartiesFields = memo(function PartiesFields({ form, isNew }: Props) {
  const t = useMessages(contractMessages)
  const { errors } = useFormState({ control: form.control })
  const setConsultantMode = (mode: ContractFormValues['consultant_mode']) => {
    form.setValue('consultant_mode', mode, { shouldDirty: true })
    form.setValue('selected_consultant', mode === 'new' ? { name: '', title: '' } : null, {
      shouldDirty: true,
    })
    form.clearErrors('selected_consultant')
  }

  return (
    <FormSection title={t.parties} description={t.partiesDescription}>
      <TextInput
        label={t.contractId}
        description={isNew ? t.contractIdNew : t.contractIdFixed}
        withAsterisk={isNew}
        readOnly={!isNew}
        variant={isNew ? 'default' : 'filled'}
        autoComplete="off"
        error={errors.the_contract_id?.message}
        {...form.register('the_contract_id')}
      />
      <TextInput
        label={t.clientContractId}
        autoComplete="off"
        error={errors.client_contract_id?.message}
        {...form.register('client_contract_id')}
      />
      {(['client', 'vendor'] as const).map((side) => (
        <Controller
          key={side}
          control={form.control}
          name={`${side}_company_id`}
          render={({ field, fieldState }) => {
            const name = form.getValues(`${side}_company_name`)
            return (
              <CompanySelect
                ref={field.ref}
                label={side === 'client' ? t.clientCompany : t.vendorCompany}
                withAsterisk
                value={field.value ? { id: field.value, name: name ?? `#${field.value}` } : null}
                onChange={(company) => {
                  form.setValue(`${side}_company_name`, company?.name, { shouldDirty: true })
                  field.onChange(company?.id)
                }}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )
          }}
        />
      ))}
      <ConsultantField control={form.control} errors={errors} setMode={setConsultantMode} />
      <Controller
        control={form.control}
        name="consult_skills"
        render={({ field, fieldState }) => (
          <TagsInput
            ref={field.ref}
            label={t.skills}
            description={t.skillsDescription}
            value={Array.isArray(field.value) ? field.value : []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            clearable
            error={fieldState.error?.message}
          />
        )}
      />
    </FormSection>
  )
})
