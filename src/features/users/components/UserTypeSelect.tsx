import type { SelectProps } from '@mantine/core'
import type { UserType } from '../../../interface'
import { useMessages } from '../../../lib/i18n'
import { userMessages } from '../messages'
import { Select } from '../../../lib/ui/pickers'

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: UserType | undefined
  onChange: (type: UserType) => void
}

export function UserTypeSelect({ value, onChange, ...props }: Props) {
  const t = useMessages(userMessages)
  return (
    <Select
      label={t.userType}
      {...props}
      data={[
        { value: 'client', label: t.clientOption },
        { value: 'admin', label: t.adminOption },
      ]}
      value={value ?? 'client'}
      allowDeselect={false}
      onChange={(next) => {
        if (next === 'client' || next === 'admin') onChange(next)
      }}
    />
  )
}
