import { formResolver } from '../../lib/form-resolver'
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
import { useMessages } from '../../lib/i18n'
import { profileMessages } from './messages'

const FIELDS = ['name', 'phone', 'password', 'confirm_password'] as const

export function ProfileForm({ currentUser }: { currentUser: CurrentUser }) {
  const t = useMessages(profileMessages)
  const queryClient = useQueryClient()
  const editUser = useEditUser(currentUser.id)
  const form = useForm({
    resolver: formResolver(EditUserBody),
    defaultValues: { name: currentUser.name, phone: currentUser.phone ?? '' },
  })
  const draft = useFormDraft(form, 'profile')
  const { errors, isSubmitting, isDirty } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await editUser.mutateAsync({ body: changedFields(values, form.formState.dirtyFields) })
      await queryClient.invalidateQueries({ queryKey: authQueries.all() })
      form.reset({ name: values.name, phone: values.phone ?? '' })
      draft.clear()
      notifications.show({ color: 'green', message: profileMessages.get().saved })
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS)
    }
  })

  return (
    <Paper withBorder radius="md" p="xl">
      <form onSubmit={onSubmit} noValidate aria-label={t.form}>
        <Stack gap="xl">
          {draft.restored && <DraftNotice onDiscard={draft.discard} />}
          <FormErrorAlert message={errors.root?.server?.message} />
          <FormSection title={t.details} description={t.detailsDescription}>
            <TextInput
              label={t.name}
              withAsterisk
              autoComplete="name"
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextInput
              label={t.phone}
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...form.register('phone')}
            />
          </FormSection>
          <Divider />
          <FormSection title={t.password} description={t.passwordDescription}>
            <NewPasswordFields register={form.register} errors={errors} />
          </FormSection>
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
