import { PasswordInput } from '@mantine/core'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'

type PasswordValues = { password?: string; confirm_password?: string }

type Props<T extends PasswordValues> = {
  register: UseFormRegister<T>
  errors: FieldErrors<PasswordValues>
}

/** An optional new password: left empty, it is not part of the change. */
export function NewPasswordFields<T extends PasswordValues>({ register, errors }: Props<T>) {
  const emptyIsUnset = { setValueAs: (value: string) => (value === '' ? undefined : value) }
  const registerPassword = register as unknown as UseFormRegister<PasswordValues>
  return (
    <>
      <PasswordInput
        label="New password"
        description="Leave empty to keep the current password."
        autoComplete="new-password"
        error={errors.password?.message}
        aria-invalid={!!errors.password}
        {...registerPassword('password', emptyIsUnset)}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        aria-invalid={!!errors.confirm_password}
        {...registerPassword('confirm_password', emptyIsUnset)}
      />
    </>
  )
}
