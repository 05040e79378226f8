import { Select, type SelectProps } from '@mantine/core'
import type { UserType } from '../../../interface'

const OPTIONS = [
  { value: 'client', label: 'Client — manages their own company’s users' },
  { value: 'admin', label: 'Admin — manages everyone' },
]

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: UserType | undefined
  onChange: (type: UserType) => void
}

export function UserTypeSelect({ value, onChange, ...props }: Props) {
  return (
    <Select
      label="User type"
      {...props}
      data={OPTIONS}
      value={value ?? 'client'}
      allowDeselect={false}
      onChange={(next) => {
        if (next === 'client' || next === 'admin') onChange(next)
      }}
    />
  )
}
