import { Group, Radio, Stack, TextInput } from '@mantine/core'
import { Controller, type Control, type FieldErrors, useWatch } from 'react-hook-form'
import type { ConsultantList } from '../../../interface'
import { consultantQueries } from '../api'
import type { ContractFormValues } from '../form-values'
import { RemoteSelect } from './RemoteSelect'
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'

type Props = {
  control: Control<ContractFormValues>
  errors: FieldErrors<ContractFormValues>
  setMode: (mode: ContractFormValues['consultant_mode']) => void
}

const pickConsultants = (answer: ConsultantList) =>
  answer.consultants.map((consultant) => ({ ...consultant, description: consultant.title }))

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
            <RemoteSelect
              ref={field.ref}
              label={t.existingConsultant}
              placeholder={t.searchConsultants}
              withAsterisk
              value={
                field.value && 'id' in field.value
                  ? {
                      id: field.value.id,
                      name: field.value.name ?? `#${field.value.id}`,
                      description: field.value.title,
                    }
                  : null
              }
              onChange={(consultant) =>
                field.onChange(
                  consultant
                    ? {
                        id: consultant.id,
                        name: consultant.name,
                        title: consultant.description ?? undefined,
                      }
                    : null,
                )
              }
              onBlur={field.onBlur}
              query={consultantQueries.search}
              pick={pickConsultants}
              loadingLabel={t.loadingConsultants}
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
