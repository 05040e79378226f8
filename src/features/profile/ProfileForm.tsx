import { formResolver } from '../../lib/form-resolver'
import { Divider, TextInput } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { EditUserBody, type CurrentUser } from '../../interface'
import { useFormDraft } from '../../lib/form-draft'
import { submitForm } from '../../lib/form-submit'
import { FormSection } from '../../lib/ui/FormSection'
import { FormShell } from '../../lib/ui/form/FormShell'
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
  const { errors } = form.formState

  const onSubmit = submitForm({
    form,
    fields: FIELDS,
    draft,
    save: async (values) => {
      await editUser.mutateAsync({ body: changedFields(values, form.formState.dirtyFields) })
      await queryClient.invalidateQueries({ queryKey: authQueries.all() })
      form.reset({ name: values.name, phone: values.phone ?? '' })
    },
    notice: () => profileMessages.get().saved,
  })

  return (
    <FormShell
      form={form}
      draft={draft}
      onSubmit={onSubmit}
      label={t.form}
      submitLabel={t.save}
      dirtyOnly
    >
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
    </FormShell>
  )
}
