import { formResolver } from '../../../lib/form-resolver'
import { Button, Divider } from '@mantine/core'
import { Link, useNavigate } from '@tanstack/react-router'
import { Controller, useForm } from 'react-hook-form'
import { EditUserBody, type CurrentUser, type UserRecord } from '../../../interface'
import type { Tagged } from '../../../lib/api'
import { useFormDraft } from '../../../lib/form-draft'
import { submitForm } from '../../../lib/form-submit'
import { ConflictDialog, type Choices } from '../../../lib/ui/conflict/ConflictDialog'
import { useConflict } from '../../../lib/ui/conflict/use-conflict'
import { FormSection } from '../../../lib/ui/FormSection'
import { FormShell } from '../../../lib/ui/form/FormShell'
import { CompanyAutocomplete } from '../../companies'
import { useEditUser } from '../api'
import { changedFields } from '../changed-fields'
import { userConflictRows, userToFormValues } from '../conflict'
import { NewPasswordFields } from './PasswordFields'
import { AccessFields } from './AccessFields'
import { PersonFields } from './PersonFields'
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

export function EditUserForm({ user: opened, currentUser, onDelete }: Props) {
  const t = useMessages(userMessages)
  const isAdmin = currentUser.type === 'admin'
  const { base, conflict, caught, settle, dismiss } = useConflict(opened)
  const user = base.record
  const navigate = useNavigate()
  const editUser = useEditUser(user.id)
  const form = useForm({
    resolver: formResolver(EditUserBody),
    defaultValues: userToFormValues(user, isAdmin),
  })
  const draft = useFormDraft(form, `users/${user.id}/edit`)
  const { errors } = form.formState

  /** Saves against `etag`: the version the person's changes stand on. */
  const submitOn = (etag: string) =>
    submitForm({
      form,
      fields: FIELDS,
      draft,
      save: (values) =>
        editUser.mutateAsync({ body: changedFields(values, form.formState.dirtyFields), etag }),
      notice: (values) => t.updated({ name: values.name ?? user.name }),
      then: () => navigate({ to: '/users' }),
      refused: caught,
    })
  const onSubmit = submitOn(base.etag)

  /** The fields chosen as "yours" (and any new password) are put back on their version. */
  const resolve = (choices: Choices) =>
    settle(
      (current) => {
        const yours = form.getValues()
        const kept = Object.entries(choices)
          .filter(([, side]) => side === 'yours')
          .map(([field]) => field as keyof typeof yours)
        const password = yours.password ? (['password', 'confirm_password'] as const) : []
        form.reset(userToFormValues(current, isAdmin))
        for (const name of [...kept, ...password])
          form.setValue(name, yours[name], { shouldDirty: true })
        return kept.length > 0 || password.length > 0
      },
      (etag) => void submitOn(etag)(),
    )

  // A 422 may name `company` or `company.name`; both belong under the one company input.
  const companyErrors = errors.company as
    { message?: string; name?: { message?: string } } | undefined
  const companyError = companyErrors?.message ?? companyErrors?.name?.message

  return (
    <FormShell
      form={form}
      draft={draft}
      onSubmit={onSubmit}
      label={t.editUser({ name: user.name })}
      submitLabel={t.save}
      dirtyOnly
      cancel={(props) => <Link {...props} to="/users" />}
      danger={
        user.id !== currentUser.id && (
          <Button variant="subtle" color="red" onClick={() => onDelete(base.etag)}>
            {t.deleteButton}
          </Button>
        )
      }
      dialogs={
        conflict && (
          <ConflictDialog
            message={conflict.message}
            rows={userConflictRows(
              userToFormValues(user, isAdmin),
              form.getValues(),
              userToFormValues(conflict.current.record, isAdmin),
              t,
            )}
            onResolve={resolve}
            onClose={dismiss}
          />
        )
      }
    >
      <PersonFields
        description={t.personEditDescription}
        emailDescription={t.emailEditDescription}
        register={(name) => form.register(name)}
        errors={errors}
      />
      {isAdmin && (
        <AccessFields
          control={form.control}
          description={t.accessEditDescription}
          company={
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
          }
        />
      )}
      <Divider />
      <FormSection title={t.password} description={t.passwordEditDescription}>
        <NewPasswordFields register={form.register} errors={errors} />
      </FormSection>
    </FormShell>
  )
}
