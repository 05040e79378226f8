import { TextInput } from '@mantine/core'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { useMessages } from '../../../lib/i18n'
import { FormSection } from '../../../lib/ui/FormSection'
import { userMessages } from '../messages'

type Person = { name?: string; email?: string; phone?: string | null }

type Props = {
  description: string
  emailDescription: string
  /** The form's `register`, for the name, email and phone. */
  register: (name: keyof Person) => UseFormRegisterReturn
  errors: { [Field in keyof Person]?: FieldError }
  /** A new user's details: the browser offers none of the admin's own. */
  autoComplete?: 'off'
}

/** Who the user is: name, email and phone. */
export function PersonFields({
  description,
  emailDescription,
  register,
  errors,
  autoComplete,
}: Props) {
  const t = useMessages(userMessages)
  return (
    <FormSection title={t.person} description={description}>
      <TextInput
        label={t.name}
        withAsterisk
        autoComplete={autoComplete}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextInput
        label={t.email}
        type="email"
        withAsterisk
        autoComplete={autoComplete}
        description={emailDescription}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextInput
        label={t.phone}
        type="tel"
        autoComplete={autoComplete}
        error={errors.phone?.message}
        {...register('phone')}
      />
    </FormSection>
  )
}
