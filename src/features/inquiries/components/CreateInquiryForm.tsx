import { formResolver } from '../../../lib/form-resolver'
import { Divider, TextInput } from '@mantine/core'
import { Link, useNavigate } from '@tanstack/react-router'
import { type Control, Controller, type FieldValues, useForm } from 'react-hook-form'
import { useFormDraft } from '../../../lib/form-draft'
import { fieldPaths } from '../../../lib/form-paths'
import { submitForm } from '../../../lib/form-submit'
import { FormSection } from '../../../lib/ui/FormSection'
import { FormShell } from '../../../lib/ui/form/FormShell'
import { RichTextInput } from '../../../lib/ui/RichTextInput'
import { useCreateInquiry } from '../api'
import { CreateInquiryForm as CreateInquirySchema, emptyPosition } from '../position-form'
import { HireRows } from './HireRows'
import { IndustryInput } from './IndustryInput'
import { useMessages } from '../../../lib/i18n'
import { inquiryMessages } from '../messages'

export function CreateInquiryForm() {
  const t = useMessages(inquiryMessages)
  const navigate = useNavigate()
  const createInquiry = useCreateInquiry()
  const form = useForm({
    resolver: formResolver(CreateInquirySchema),
    defaultValues: {
      title: '',
      description: '',
      industry: { name: '' },
      main_contact: '',
      hires: [{ ...emptyPosition }],
    },
  })
  const draft = useFormDraft(form, 'inquiries/new')
  const { errors } = form.formState
  // The rows and position inputs are shared with the add-position form, which has other values.
  const control = form.control as unknown as Control<FieldValues>

  const onSubmit = submitForm({
    form,
    fields: fieldPaths,
    draft,
    save: (body) => createInquiry.mutateAsync(body),
    notice: (body) => t.createdNotice({ title: body.title }),
    then: (created) => navigate({ to: '/inquiries/$orderId', params: { orderId: created.id } }),
  })

  // A union that matched neither {id} nor {name} says nothing useful; name the remedy instead.
  const industryError =
    errors.industry?.name?.message ??
    errors.industry?.id?.message ??
    (errors.industry && t.pickIndustry)

  return (
    <FormShell
      form={form}
      draft={draft}
      onSubmit={onSubmit}
      label={t.newForm}
      submitLabel={t.create}
      cancel={(props) => <Link {...props} to="/inquiries" />}
    >
      <FormSection title={t.inquirySection} description={t.inquirySectionDescription}>
        <TextInput
          label={t.fieldTitle}
          withAsterisk
          autoComplete="off"
          error={errors.title?.message}
          {...form.register('title')}
        />
        <Controller
          control={form.control}
          name="industry"
          render={({ field }) => (
            <IndustryInput
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={industryError}
            />
          )}
        />
        <TextInput
          label={t.mainContact}
          description={t.mainContactDescription}
          autoComplete="off"
          error={errors.main_contact?.message}
          {...form.register('main_contact')}
        />
        <Controller
          control={form.control}
          name="description"
          render={({ field, fieldState }) => (
            <RichTextInput
              label={t.description}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </FormSection>
      <Divider />
      <FormSection title={t.hires} description={t.hiresDescription}>
        <HireRows control={control} />
      </FormSection>
    </FormShell>
  )
}
