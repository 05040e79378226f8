import { Group, Radio, Stack, TextInput } from '@mantine/core'
import { Controller, type Control, type FieldErrors, useWatch } from 'react-hook-form'
import type { ContractFormValues } from '../form-values'
import { ConsultantPicker } from './ConsultantPicker'
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'

type Props = {
  control: Control<ContractFormValues>
  errors: FieldErrors<ContractFormValues>
  setMode: (mode: ContractFormValues['consultant_mode']) => void
}

type ConsultantErrors = {
  message?: string
  id?: { message?: string }
  name?: { message?: string }
  title?: { message?: string }
}

/** Who does the work: an existing consultant, a new one (name and title), or nobody yet. */
export function ConsultantField({ control, errors, setMode }: Props) {
  const t = useMessages(contractMessages)
  const mode = useWatch({ control, name: 'consultant_mode' })
  const consultantErrors = errors.selected_consultant as ConsultantErrors | undefined

  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="consultant_mode"
        render={({ field }) => (
          <Radio.Group
            label={t.consultant}
            value={field.value}
            onChange={(value) => setMode(value as ContractFormValues['consultant_mode'])}
          >
            <Group gap="lg" mt={6}>
              <Radio value="existing" label={t.existingConsultant} />
              <Radio value="new" label={t.newConsultant} />
              <Radio value="none" label={t.noConsultant} />
            </Group>
          </Radio.Group>
        )}
      />
      {mode === 'existing' && (
        <Controller
          control={control}
          name="selected_consultant"
          render={({ field }) => (
            <ConsultantPicker
              ref={field.ref}
              label={t.existingConsultant}
              placeholder={t.searchConsultants}
              withAsterisk
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={consultantErrors?.message ?? consultantErrors?.id?.message}
            />
          )}
        />
      )}
      {mode === 'new' && (
        <Controller
          control={control}
          name="selected_consultant"
          render={({ field }) => {
            const consultant = field.value && !('id' in field.value) ? field.value : undefined
            return (
              <Group grow align="flex-start">
                <TextInput
                  ref={field.ref}
                  label={t.consultantName}
                  withAsterisk
                  value={consultant?.name ?? ''}
                  onChange={(event) =>
                    field.onChange({ ...consultant, name: event.currentTarget.value })
                  }
                  onBlur={field.onBlur}
                  error={consultantErrors?.name?.message ?? consultantErrors?.message}
                />
                <TextInput
                  label={t.consultantTitle}
                  value={consultant?.title ?? ''}
                  onChange={(event) =>
                    field.onChange({
                      name: consultant?.name ?? '',
                      title: event.currentTarget.value,
                    })
                  }
                  error={consultantErrors?.title?.message}
                />
              </Group>
            )
          }}
        />
      )}
    </Stack>
  )
}
