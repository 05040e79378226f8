import { zodResolver } from '@hookform/resolvers/zod'
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

export function CreateInquiryForm() {
  const navigate = useNavigate()
  const createInquiry = useCreateInquiry()
  const form = useForm({
    resolver: zodResolver(CreateInquirySchema),
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
      notifications.show({ color: 'green', message: `“${body.title}” was created.` })
      await navigate({ to: '/inquiries/$orderId', params: { orderId: created.id } })
    } catch (error) {
      applyServerErrors(error, form.setError, fieldPaths(form.getValues()))
    }
  })

  // A union that matched neither {id} nor {name} says nothing useful; name the remedy instead.
  const industryError =
    errors.industry?.name?.message ??
    errors.industry?.id?.message ??
    (errors.industry && 'Pick an industry or type a new one.')

  return (
    <Paper withBorder radius="md" p="xl">
      <form onSubmit={onSubmit} noValidate aria-label="New inquiry">
        <Stack gap="xl">
          {draft.restored && <DraftNotice onDiscard={draft.discard} />}
          <FormErrorAlert message={errors.root?.server?.message} />
          <FormSection title="Inquiry" description="What you are looking for, and who to ask.">
            <TextInput
              label="Title"
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
              label="Main contact"
              description="Who answers questions about this inquiry."
              autoComplete="off"
              error={errors.main_contact?.message}
              {...form.register('main_contact')}
            />
            <Controller
              control={form.control}
              name="description"
              render={({ field, fieldState }) => (
                <RichTextInput
                  label="Description"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </FormSection>
          <Divider />
          <FormSection
            title="Hires"
            description="The positions to fill. Each becomes a pending position of the inquiry."
          >
            <HireRows control={control} />
          </FormSection>
          <Group justify="flex-end">
            <Button variant="default" renderRoot={(props) => <Link {...props} to="/inquiries" />}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Create inquiry
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
