import { formResolver } from '../../../lib/form-resolver'
import { Button, Divider, Group, Paper, Stack, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Link, useNavigate } from '@tanstack/react-router'
import { type Control, Controller, type FieldValues, useForm } from 'react-hook-form'
import { useFormDraft } from '../../../lib/form-draft'
import { fieldPaths } from '../../../lib/form-paths'
import { applyServerErrors } from '../../../lib/server-errors'
import { DraftNotice } from '../../../lib/ui/DraftNotice'
import { FormErrorAlert } from '../../../lib/ui/FormErrorAlert'
import { FormSection } from '../../../lib/ui/FormSection'
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
  const { errors, isSubmitting } = form.formState
  // The rows and position inputs are shared with the add-position form, which has other values.
  const control = form.control as unknown as Control<FieldValues>

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const created = await createInquiry.mutateAsync(body)
      draft.clear()
      notifications.show({ color: 'green', message: t.createdNotice({ title: body.title }) })
      await navigate({ to: '/inquiries/$orderId', params: { orderId: created.id } })
    } catch (error) {
      applyServerErrors(error, form.setError, fieldPaths(form.getValues()))
    }
  })

  // A union that matched neither {id} nor {name} says nothing useful; name the remedy instead.
  const industryError =
    errors.industry?.name?.message ??
    errors.industry?.id?.message ??
    (errors.industry && t.pickIndustry)

  return (
    <Paper withBorder radius="md" p="xl">
      <form onSubmit={onSubmit} noValidate aria-label={t.newForm}>
        <Stack gap="xl">
          {draft.restored && <DraftNotice onDiscard={draft.discard} />}
          <FormErrorAlert message={errors.root?.server?.message} />
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
          <Group justify="flex-end">
            <Button variant="default" renderRoot={(props) => <Link {...props} to="/inquiries" />}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
