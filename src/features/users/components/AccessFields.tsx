import { Divider } from '@mantine/core'
import type { ReactNode } from 'react'
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form'
import type { UserType } from '../../../interface'
import { useMessages } from '../../../lib/i18n'
import { FormSection } from '../../../lib/ui/FormSection'
import { userMessages } from '../messages'
import { UserTypeSelect } from './UserTypeSelect'

type Props<T extends FieldValues> = {
  control: Control<T>
  description: string
  /** The company's field: a name on a new user, a name or an id on an edit. */
  company: ReactNode
}

/** What admins alone set on a user: whether an admin or a client, and of which company. */
export function AccessFields<T extends FieldValues>({ control, description, company }: Props<T>) {
  const t = useMessages(userMessages)
  return (
    <>
      <Divider />
      <FormSection title={t.access} description={description}>
        <Controller
          control={control}
          name={'type' as Path<T>}
          render={({ field, fieldState }) => (
            <UserTypeSelect
              {...field}
              value={field.value as UserType | undefined}
              error={fieldState.error?.message}
            />
          )}
        />
        {company}
      </FormSection>
    </>
  )
}
