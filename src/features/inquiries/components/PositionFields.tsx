import {
  NumberInput,
  Select,
  type SelectProps,
  SimpleGrid,
  TextInput,
  Textarea,
} from '@mantine/core'
import { type Control, Controller, type FieldValues } from 'react-hook-form'
import { RichTextInput } from '../../../lib/ui/RichTextInput'
import { EXPERIENCE_LEVEL_LABELS, POSITION_TYPE_LABELS, REMOTE_LABELS, selectData } from '../labels'
import { JobDateField } from './JobDateField'
import { RequirementRows } from './RequirementRows'

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
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Controller
        control={control}
        name={`${prefix}title`}
        render={({ field, fieldState }) => (
          <TextInput
            label="Title"
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
        label="Type"
        withAsterisk
        placeholder="Pick one"
        labels={POSITION_TYPE_LABELS}
        allowDeselect={false}
      />
    </SimpleGrid>
  )
}

/** Everything else a position has; in a hire row all of it is optional. */
export function PositionDetails({ control, prefix, complete }: Props) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ChoiceField
          control={control}
          name={`${prefix}experience_level`}
          label="Experience level"
          placeholder="Any"
          clearable
          labels={EXPERIENCE_LEVEL_LABELS}
        />
        <ChoiceField
          control={control}
          name={`${prefix}is_remote_work`}
          label="Remote work"
          placeholder="Not specified"
          clearable
          labels={REMOTE_LABELS}
        />
        <Controller
          control={control}
          name={`${prefix}budget`}
          render={({ field, fieldState }) => (
            <NumberInput
              label="Budget"
              description="A number, without currency"
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
              label="Allocation"
              description="Percent of full time"
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
          label="Job start"
          required={complete}
        />
        <JobDateField
          control={control}
          name={`${prefix}job_end`}
          label="Job end"
          required={complete}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name={`${prefix}language_reqs`}
        render={({ field, fieldState }) => (
          <TextInput
            label="Language requirements"
            placeholder="e.g. English fluent, Finnish basic"
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
              label="Description"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          ) : (
            <Textarea
              label="Description"
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
