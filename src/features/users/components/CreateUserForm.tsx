import { formResolver } from '../../../lib/form-resolver'
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
import { useMessages } from '../../../lib/i18n'
import { userMessages } from '../messages'

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
  const t = useMessages(userMessages)
  const isAdmin = currentUser.type === 'admin'
  const navigate = useNavigate()
  const createUser = useCreateUser()
  const form = useForm({
    resolver: formResolver(CreateUserBody),
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
      notifications.show({ color: 'green', message: t.createdNotice({ name: values.name }) })
      await navigate({ to: '/users' })
      return created
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS)
    }
  })

  return (
    <Paper withBorder radius="md" p="xl">
      <form onSubmit={onSubmit} noValidate aria-label={t.newForm}>
        <Stack gap="xl">
          {draft.restored && <DraftNotice onDiscard={draft.discard} />}
          <FormErrorAlert message={errors.root?.server?.message} />
          <FormSection title={t.person} description={t.personDescription}>
            <TextInput
              label={t.name}
              withAsterisk
              autoComplete="off"
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextInput
              label={t.email}
              type="email"
              withAsterisk
              autoComplete="off"
              description={t.emailDescription}
              error={errors.email?.message}
              {...form.register('email')}
            />
            <TextInput
              label={t.phone}
              type="tel"
              autoComplete="off"
              error={errors.phone?.message}
              {...form.register('phone')}
            />
          </FormSection>
          {isAdmin && (
            <>
              <Divider />
              <FormSection title={t.access} description={t.accessDescription}>
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
                      label={t.company}
                      description={t.companyDescription({ company: currentUser.company })}
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
          <FormSection title={t.password} description={t.passwordDescription}>
            <PasswordInput
              label={t.password}
              withAsterisk
              autoComplete="new-password"
              error={errors.password?.message}
              aria-invalid={!!errors.password}
              {...form.register('password')}
            />
            <PasswordInput
              label={t.confirmPassword}
              withAsterisk
              autoComplete="new-password"
              error={errors.confirm_password?.message}
              aria-invalid={!!errors.confirm_password}
              {...form.register('confirm_password')}
            />
          </FormSection>
          <Group justify="flex-end">
            <Button variant="default" renderRoot={(props) => <Link {...props} to="/users" />}>
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
