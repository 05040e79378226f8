import { PasswordInput } from '@mantine/core'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { useMessages } from '../../../lib/i18n'
import { userMessages } from '../messages'

type PasswordValues = { password?: string; confirm_password?: string }

type Props<T extends PasswordValues> = {
  register: UseFormRegister<T>
  errors: FieldErrors<PasswordValues>
}

/** An optional new password: left empty, it is not part of the change. */
export function NewPasswordFields<T extends PasswordValues>({ register, errors }: Props<T>) {
  const t = useMessages(userMessages)
  const emptyIsUnset = { setValueAs: (value: string) => (value === '' ? undefined : value) }
  const registerPassword = register as unknown as UseFormRegister<PasswordValues>
  return (
    <>
      <PasswordInput
        label={t.newPassword}
        description={t.newPasswordDescription}
        autoComplete="new-password"
        error={errors.password?.message}
        aria-invalid={!!errors.password}
        {...registerPassword('password', emptyIsUnset)}
      />
      <PasswordInput
        label={t.confirmPassword}
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        aria-invalid={!!errors.confirm_password}
        {...registerPassword('confirm_password', emptyIsUnset)}
      />
    </>
  )
}
