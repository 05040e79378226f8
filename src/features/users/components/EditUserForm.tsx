import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Divider, Group, Paper, Stack, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Link, useNavigate } from '@tanstack/react-router'
import { Controller, useForm } from 'react-hook-form'
import { EditUserBody, type CurrentUser, type UserRecord } from '../../../interface'
import { useFormDraft } from '../../../lib/form-draft'
import { applyServerErrors } from '../../../lib/server-errors'
import { DraftNotice } from '../../../lib/ui/DraftNotice'
import { FormErrorAlert } from '../../../lib/ui/FormErrorAlert'
import { FormSection } from '../../../lib/ui/FormSection'
import { CompanyAutocomplete } from '../../companies'
import { useEditUser } from '../api'
import { changedFields } from '../changed-fields'
import { NewPasswordFields } from './PasswordFields'
import { UserTypeSelect } from './UserTypeSelect'

const FIELDS = [
  'name',
  'email',
  'phone',
  'type',
  'company',
  'company.name',
  'password',
  'confirm_password',
] as const

type Props = { user: UserRecord; currentUser: CurrentUser; onDelete: () => void }

export function EditUserForm({ user, currentUser, onDelete }: Props) {
  const isAdmin = currentUser.type === 'admin'
  const navigate = useNavigate()
  const editUser = useEditUser(user.id)
  const form = useForm({
    resolver: zodResolver(EditUserBody),
    defaultValues: {
      name: user.name,
      email: user.email,
      phone: user.phone ?? '',
      ...(isAdmin ? { type: user.type, company: { name: user.company.name } } : {}),
    },
  })
  const draft = useFormDraft(form, `users/${user.id}/edit`)
  const { errors, isSubmitting, isDirty } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await editUser.mutateAsync(changedFields(values, form.formState.dirtyFields))
      draft.clear()
      notifications.show({ color: 'green', message: `${values.name ?? user.name} was updated.` })
      await navigate({ to: '/users' })
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS)
    }
  })

  // A 422 may name `company` or `company.name`; both belong under the one company input.
  const companyErrors = errors.company as
    { message?: string; name?: { message?: string } } | undefined
  const companyError = companyErrors?.message ?? companyErrors?.name?.message

  return (
    <Paper withBorder radius="md" p="xl">
      <form onSubmit={onSubmit} noValidate aria-label={`Edit ${user.name}`}>
        <Stack gap="xl">
          {draft.restored && <DraftNotice onDiscard={draft.discard} />}
          <FormErrorAlert message={errors.root?.server?.message} />
          <FormSection title="Person" description="Name and contact details.">
            <TextInput
              label="Name"
              withAsterisk
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextInput
              label="Email"
              type="email"
              withAsterisk
              description="Used to sign in."
              error={errors.email?.message}
              {...form.register('email')}
            />
            <TextInput
              label="Phone"
              type="tel"
              error={errors.phone?.message}
              {...form.register('phone')}
            />
          </FormSection>
          {isAdmin && (
            <>
              <Divider />
              <FormSection title="Access" description="What this person may manage.">
                <Controller
                  control={form.control}
                  name="type"
                  render={({ field, fieldState }) => (
                    <UserTypeSelect
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="company"
                  render={({ field }) => (
                    <CompanyAutocomplete
                      label="Company"
                      description="Pick one or type a new name."
                      withAsterisk
                      value={field.value && 'name' in field.value ? field.value.name : ''}
                      onChange={(name) => field.onChange({ name })}
                      onBlur={field.onBlur}
                      error={companyError}
                    />
                  )}
                />
              </FormSection>
            </>
          )}
          <Divider />
          <FormSection title="Password" description="Set a new password for this person.">
            <NewPasswordFields register={form.register} errors={errors} />
          </FormSection>
          <Group justify="space-between">
            {user.id !== currentUser.id ? (
              <Button variant="subtle" color="red" onClick={onDelete}>
                Delete user
              </Button>
            ) : (
              <span />
            )}
            <Group>
              <Button variant="default" renderRoot={(props) => <Link {...props} to="/users" />}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
                Save changes
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
