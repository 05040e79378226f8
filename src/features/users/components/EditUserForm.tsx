import { formResolver } from '../../../lib/form-resolver'
import { Button, Divider, Group, Paper, Stack, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { EditUserBody, type CurrentUser, type UserRecord } from '../../../interface'
import { ApiError, type Tagged } from '../../../lib/api'
import { useFormDraft } from '../../../lib/form-draft'
import { applyServerErrors } from '../../../lib/server-errors'
import { ConflictDialog, type Choices } from '../../../lib/ui/conflict/ConflictDialog'
import { conflictMessages } from '../../../lib/ui/conflict/messages'
import { DraftNotice } from '../../../lib/ui/DraftNotice'
import { FormErrorAlert } from '../../../lib/ui/FormErrorAlert'
import { FormSection } from '../../../lib/ui/FormSection'
import { CompanyAutocomplete } from '../../companies'
import { useEditUser } from '../api'
import { changedFields } from '../changed-fields'
import { userConflictRows, userToFormValues } from '../conflict'
import { NewPasswordFields } from './PasswordFields'
import { UserTypeSelect } from './UserTypeSelect'
import { useMessages } from '../../../lib/i18n'
import { userMessages } from '../messages'

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

type Props = {
  /** The user as opened, with the ETag the save is conditional on. */
  user: Tagged<UserRecord>
  currentUser: CurrentUser
  /** Asks to delete the user: `etag` is the version the form stands on. */
  onDelete: (etag: string) => void
}

/** Someone saved the user first: their version, and the server's sentence saying who and when. */
type Conflict = { current: Tagged<UserRecord>; message: string }

export function EditUserForm({ user: opened, currentUser, onDelete }: Props) {
  const t = useMessages(userMessages)
  const conflictWords = useMessages(conflictMessages)
  const isAdmin = currentUser.type === 'admin'
  // The version the form stands on: the one opened, or theirs once a conflict is settled.
  const [base, setBase] = useState(opened)
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const user = base.record
  const navigate = useNavigate()
  const editUser = useEditUser(user.id)
  const form = useForm({
    resolver: formResolver(EditUserBody),
    defaultValues: userToFormValues(user, isAdmin),
  })
  const draft = useFormDraft(form, `users/${user.id}/edit`)
  const { errors, isSubmitting, isDirty } = form.formState

  /** Saves against `etag`: the version the person's changes stand on. */
  const submitOn = (etag: string) =>
    form.handleSubmit(async (values) => {
      try {
        await editUser.mutateAsync({
          body: changedFields(values, form.formState.dirtyFields),
          etag,
        })
        draft.clear()
        notifications.show({
          color: 'green',
          message: t.updated({ name: values.name ?? user.name }),
        })
        await navigate({ to: '/users' })
      } catch (error) {
        if (error instanceof ApiError && error.status === 412 && error.current) {
          setConflict({ current: error.current as Tagged<UserRecord>, message: error.message })
          return
        }
        applyServerErrors(error, form.setError, FIELDS)
      }
    })
  const onSubmit = submitOn(base.etag)

  /** Their version becomes the form's base; the fields chosen as "yours" (and any new password) are put back on it. */
  const settle = (choices: Choices) => {
    if (!conflict) return
    const yours = form.getValues()
    const kept = Object.entries(choices)
      .filter(([, side]) => side === 'yours')
      .map(([field]) => field as keyof typeof yours)
    const password = yours.password ? (['password', 'confirm_password'] as const) : []
    form.reset(userToFormValues(conflict.current.record, isAdmin))
    for (const name of [...kept, ...password])
      form.setValue(name, yours[name], { shouldDirty: true })
    setBase(conflict.current)
    setConflict(null)
    if (kept.length > 0 || password.length > 0) void submitOn(conflict.current.etag)()
    else notifications.show({ color: 'blue', message: conflictWords.takenTheirs })
  }

  // A 422 may name `company` or `company.name`; both belong under the one company input.
  const companyErrors = errors.company as
    { message?: string; name?: { message?: string } } | undefined
  const companyError = companyErrors?.message ?? companyErrors?.name?.message

  return (
    <Paper withBorder radius="md" p="xl">
      {conflict && (
        <ConflictDialog
          message={conflict.message}
          rows={userConflictRows(
            userToFormValues(base.record, isAdmin),
            form.getValues(),
            userToFormValues(conflict.current.record, isAdmin),
            t,
          )}
          onResolve={settle}
          onClose={() => setConflict(null)}
        />
      )}
      <form onSubmit={onSubmit} noValidate aria-label={t.editUser({ name: user.name })}>
        <Stack gap="xl">
          {draft.restored && <DraftNotice onDiscard={draft.discard} />}
          <FormErrorAlert message={errors.root?.server?.message} />
          <FormSection title={t.person} description={t.personEditDescription}>
            <TextInput
              label={t.name}
              withAsterisk
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextInput
              label={t.email}
              type="email"
              withAsterisk
              description={t.emailEditDescription}
              error={errors.email?.message}
              {...form.register('email')}
            />
            <TextInput
              label={t.phone}
              type="tel"
              error={errors.phone?.message}
              {...form.register('phone')}
            />
          </FormSection>
          {isAdmin && (
            <>
              <Divider />
              <FormSection title={t.access} description={t.accessEditDescription}>
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
                      label={t.company}
                      description={t.companyEditDescription}
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
          <FormSection title={t.password} description={t.passwordEditDescription}>
            <NewPasswordFields register={form.register} errors={errors} />
          </FormSection>
          <Group justify="space-between">
            {user.id !== currentUser.id ? (
              <Button variant="subtle" color="red" onClick={() => onDelete(base.etag)}>
                {t.deleteButton}
              </Button>
            ) : (
              <span />
            )}
            <Group>
              <Button variant="default" renderRoot={(props) => <Link {...props} to="/users" />}>
                {t.cancel}
              </Button>
              <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
                {t.save}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
