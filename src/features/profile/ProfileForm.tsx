import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Divider, Group, Paper, Stack, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { EditUserBody, type CurrentUser } from '../../interface'
import { useFormDraft } from '../../lib/form-draft'
import { applyServerErrors } from '../../lib/server-errors'
import { DraftNotice } from '../../lib/ui/DraftNotice'
import { FormErrorAlert } from '../../lib/ui/FormErrorAlert'
import { FormSection } from '../../lib/ui/FormSection'
import { authQueries } from '../auth'
import { NewPasswordFields, changedFields, useEditUser } from '../users'

const FIELDS = ['name', 'phone', 'password', 'confirm_password'] as const

export function ProfileForm({ currentUser }: { currentUser: CurrentUser }) {
  const queryClient = useQueryClient()
  const editUser = useEditUser(currentUser.id)
  const form = useForm({
    resolver: zodResolver(EditUserBody),
    defaultValues: { name: currentUser.name, phone: currentUser.phone ?? '' },
  })
  const draft = useFormDraft(form, 'profile')
  const { errors, isSubmitting, isDirty } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await editUser.mutateAsync(changedFields(values, form.formState.dirtyFields))
      await queryClient.invalidateQueries({ queryKey: authQueries.all() })
      form.reset({ name: values.name, phone: values.phone ?? '' })
      draft.clear()
      notifications.show({ color: 'green', message: 'Your profile was saved.' })
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS)
    }
  })

  return (
    <Paper withBorder radius="md" p="xl">
      <form onSubmit={onSubmit} noValidate aria-label="Your profile">
        <Stack gap="xl">
          {draft.restored && <DraftNotice onDiscard={draft.discard} />}
          <FormErrorAlert message={errors.root?.server?.message} />
          <FormSection title="Your details" description="How colleagues see and reach you.">
            <TextInput
              label="Name"
              withAsterisk
              autoComplete="name"
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...form.register('phone')}
            />
          </FormSection>
          <Divider />
          <FormSection title="Password" description="At least 8 characters.">
            <NewPasswordFields register={form.register} errors={errors} />
          </FormSection>
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
