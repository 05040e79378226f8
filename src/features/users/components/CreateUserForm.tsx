import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Divider, Group, Paper, PasswordInput, Stack, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Link, useNavigate } from '@tanstack/react-router'
import { Controller, useForm } from 'react-hook-form'
import { CreateUserBody, type CurrentUser } from '../../../interface'
import { useFormDraft } from '../../../lib/form-draft'
import { applyServerErrors } from '../../../lib/server-errors'
import { DraftNotice } from '../../../lib/ui/DraftNotice'
import { FormErrorAlert } from '../../../lib/ui/FormErrorAlert'
import { FormSection } from '../../../lib/ui/FormSection'
import { CompanyAutocomplete } from '../../companies'
import { useCreateUser } from '../api'
import { UserTypeSelect } from './UserTypeSelect'

const FIELDS = [
  'type',
  'name',
  'email',
  'company_name',
  'password',
  'confirm_password',
  'phone',
] as const

export function CreateUserForm({ currentUser }: { currentUser: CurrentUser }) {
  const isAdmin = currentUser.type === 'admin'
  const navigate = useNavigate()
  const createUser = useCreateUser()
  const form = useForm({
    resolver: zodResolver(CreateUserBody),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      password: '',
      confirm_password: '',
      ...(isAdmin ? { type: 'client' as const } : {}),
    },
  })
  const draft = useFormDraft(form, 'users/new')
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { phone, ...rest } = values
      const created = await createUser.mutateAsync(phone ? { ...rest, phone } : rest)
      draft.clear()
      notifications.show({ color: 'green', message: `${values.name} can now sign in.` })
      await navigate({ to: '/users' })
      return created
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS)
    }
  })

  return (
    <Paper withBorder radius="md" p="xl">
      <form onSubmit={onSubmit} noValidate aria-label="New user">
        <Stack gap="xl">
          {draft.restored && <DraftNotice onDiscard={draft.discard} />}
          <FormErrorAlert message={errors.root?.server?.message} />
          <FormSection title="Person" description="Who this account belongs to.">
            <TextInput
              label="Name"
              withAsterisk
              autoComplete="off"
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextInput
              label="Email"
              type="email"
              withAsterisk
              autoComplete="off"
              description="Used to sign in. Must not belong to another user."
              error={errors.email?.message}
              {...form.register('email')}
            />
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="off"
              error={errors.phone?.message}
              {...form.register('phone')}
            />
          </FormSection>
          {isAdmin && (
            <>
              <Divider />
              <FormSection
                title="Access"
                description="Admins manage everyone. Clients manage their own company."
              >
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
                  name="company_name"
                  render={({ field, fieldState }) => (
                    <CompanyAutocomplete
                      label="Company"
                      description={`Pick one or type a new name. Empty: ${currentUser.company}.`}
                      value={field.value ?? ''}
                      onChange={(name) => field.onChange(name === '' ? undefined : name)}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </FormSection>
            </>
          )}
          <Divider />
          <FormSection title="Password" description="At least 8 characters. Share it safely.">
            <PasswordInput
              label="Password"
              withAsterisk
              autoComplete="new-password"
              error={errors.password?.message}
              aria-invalid={!!errors.password}
              {...form.register('password')}
            />
            <PasswordInput
              label="Confirm password"
              withAsterisk
              autoComplete="new-password"
              error={errors.confirm_password?.message}
              aria-invalid={!!errors.confirm_password}
              {...form.register('confirm_password')}
            />
          </FormSection>
          <Group justify="flex-end">
            <Button variant="default" renderRoot={(props) => <Link {...props} to="/users" />}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Create user
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
