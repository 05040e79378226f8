import { formResolver } from '../../../lib/form-resolver'
import { Divider } from '@mantine/core'
import { Link, useNavigate } from '@tanstack/react-router'
import { Controller, useForm } from 'react-hook-form'
import { CreateUserBody, type CurrentUser } from '../../../interface'
import { useFormDraft } from '../../../lib/form-draft'
import { submitForm } from '../../../lib/form-submit'
import { FormSection } from '../../../lib/ui/FormSection'
import { FormShell } from '../../../lib/ui/form/FormShell'
import { CompanyAutocomplete } from '../../companies'
import { useCreateUser } from '../api'
import { AccessFields } from './AccessFields'
import { PersonFields } from './PersonFields'
import { NewPasswordFields } from './PasswordFields'
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
  const { errors } = form.formState

  const onSubmit = submitForm({
    form,
    fields: FIELDS,
    draft,
    save: ({ phone, ...rest }) => createUser.mutateAsync(phone ? { ...rest, phone } : rest),
    notice: (values) => t.createdNotice({ name: values.name }),
    then: () => navigate({ to: '/users' }),
  })

  return (
    <FormShell
      form={form}
      draft={draft}
      onSubmit={onSubmit}
      label={t.newForm}
      submitLabel={t.create}
      cancel={(props) => <Link {...props} to="/users" />}
    >
      <PersonFields
        description={t.personDescription}
        emailDescription={t.emailDescription}
        autoComplete="off"
        register={(name) => form.register(name)}
        errors={errors}
      />
      {isAdmin && (
        <AccessFields
          control={form.control}
          description={t.accessDescription}
          company={
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
          }
        />
      )}
      <Divider />
      <FormSection title={t.password} description={t.passwordDescription}>
        <NewPasswordFields register={form.register} errors={errors} required />
      </FormSection>
    </FormShell>
  )
}
