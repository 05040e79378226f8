import { NumberInput, type SelectProps, SimpleGrid, TextInput, Textarea } from '@mantine/core'
import { type Control, Controller, type FieldValues } from 'react-hook-form'
import { Select } from '../../../lib/ui/pickers'
import { RichTextInput } from '../../../lib/ui/RichTextInput'
import { inquiryLabels, selectData } from '../labels'
import { JobDateField } from './JobDateField'
import { RequirementRows } from './RequirementRows'
import { useMessages } from '../../../lib/i18n'
import { inquiryMessages } from '../messages'

type Props = {
  control: Control<FieldValues>
  /** Where the position sits in the form: '' for a whole form, `hires.0.` for a row. */
  prefix: string
  /** An added position needs a budget, dates and a description; a hire only a title and type. */
  complete: boolean
}

type ChoiceFieldProps = Pick<
  SelectProps,
  'label' | 'placeholder' | 'clearable' | 'withAsterisk' | 'allowDeselect'
> & {
  control: Control<FieldValues>
  name: string
  labels: Record<string, string>
}

/** A Select over one of the interface's enums; an empty choice is stored as ''. */
function ChoiceField({ control, name, labels, ...select }: ChoiceFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...select}
          data={selectData(labels)}
          error={fieldState.error?.message}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  )
}

/** Title and type: all a hire needs. */
export function PositionEssentials({ control, prefix }: Omit<Props, 'complete'>) {
  const t = useMessages(inquiryMessages)
  const labels = inquiryLabels(t)
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Controller
        control={control}
        name={`${prefix}title`}
        render={({ field, fieldState }) => (
          <TextInput
            label={t.fieldTitle}
            withAsterisk
            autoComplete="off"
            error={fieldState.error?.message}
            {...field}
          />
        )}
      />
      <ChoiceField
        control={control}
        name={`${prefix}type`}
        label={t.type}
        withAsterisk
        placeholder={t.pickOne}
        labels={labels.positionType}
        allowDeselect={false}
      />
    </SimpleGrid>
  )
}

/** Everything else a position has; in a hire row all of it is optional. */
export function PositionDetails({ control, prefix, complete }: Props) {
  const t = useMessages(inquiryMessages)
  const labels = inquiryLabels(t)
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ChoiceField
          control={control}
          name={`${prefix}experience_level`}
          label={t.experienceLevel}
          placeholder={t.any}
          clearable
          labels={labels.experienceLevel}
        />
        <ChoiceField
          control={control}
          name={`${prefix}is_remote_work`}
          label={t.remoteWork}
          placeholder={t.notSpecified}
          clearable
          labels={labels.remote}
        />
        <Controller
          control={control}
          name={`${prefix}budget`}
          render={({ field, fieldState }) => (
            <NumberInput
              label={t.budget}
              description={t.budgetDescription}
              withAsterisk={complete}
              min={0}
              allowNegative={false}
              decimalScale={4}
              error={fieldState.error?.message}
              {...field}
            />
          )}
        />
        <Controller
          control={control}
          name={`${prefix}allocation`}
          render={({ field, fieldState }) => (
            <NumberInput
              label={t.allocation}
              description={t.allocationDescription}
              min={0}
              max={100}
              allowNegative={false}
              decimalScale={2}
              error={fieldState.error?.message}
              {...field}
            />
          )}
        />
        <JobDateField
          control={control}
          name={`${prefix}job_start`}
          label={t.jobStart}
          required={complete}
        />
        <JobDateField
          control={control}
          name={`${prefix}job_end`}
          label={t.jobEnd}
          required={complete}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name={`${prefix}language_reqs`}
        render={({ field, fieldState }) => (
          <TextInput
            label={t.languageReqs}
            placeholder={t.languageReqsPlaceholder}
            autoComplete="off"
            error={fieldState.error?.message}
            {...field}
          />
        )}
      />
      <Controller
        control={control}
        name={`${prefix}description`}
        render={({ field, fieldState }) =>
          complete ? (
            <RichTextInput
              label={t.description}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          ) : (
            <Textarea
              label={t.description}
              autosize
              minRows={2}
              error={fieldState.error?.message}
              {...field}
            />
          )
        }
      />
      <RequirementRows control={control} name={`${prefix}order_need_reqs`} />
    </>
  )
}
