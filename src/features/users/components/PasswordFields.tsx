import { PasswordInput } from '@mantine/core'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { useMessages } from '../../../lib/i18n'
import { userMessages } from '../messages'

type PasswordValues = { password?: string; confirm_password?: string }

type Props<T extends PasswordValues> = {
  register: UseFormRegister<T>
  errors: FieldErrors<PasswordValues>
  /** A new user's password, which they must have; otherwise a change that may be left empty. */
  required?: boolean
}

/**
 * A password and its confirmation. Optional by default (a profile or a user's edit): left empty,
 * it is not part of the change.
 */
export function NewPasswordFields<T extends PasswordValues>({
  register,
  errors,
  required = false,
}: Props<T>) {
  const t = useMessages(userMessages)
  const emptyIsUnset = required
    ? undefined
    : { setValueAs: (value: string) => (value === '' ? undefined : value) }
  const registerPassword = register as unknown as UseFormRegister<PasswordValues>
  return (
    <>
      <PasswordInput
        label={required ? t.password : t.newPassword}
        description={required ? undefined : t.newPasswordDescription}
        withAsterisk={required}
        autoComplete="new-password"
        error={errors.password?.message}
        aria-invalid={!!errors.password}
        {...registerPassword('password', emptyIsUnset)}
      />
      <PasswordInput
        label={t.confirmPassword}
        withAsterisk={required}
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        aria-invalid={!!errors.confirm_password}
        {...registerPassword('confirm_password', emptyIsUnset)}
      />
    </>
  )
}
