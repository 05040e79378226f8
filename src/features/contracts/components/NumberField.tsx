import { NumberInput, type NumberInputProps } from '@mantine/core'
import { type Control, Controller } from 'react-hook-form'
import type { ContractFormValues } from '../form-values'

type Props = Omit<NumberInputProps, 'value' | 'onChange' | 'name'> & {
  control: Control<ContractFormValues>
  name: 'allocation' | 'client_price' | 'vendor_price' | 'vat' | 'max_hours' | 'seller_id'
}

/** A number or nothing: an emptied input is `undefined`, never the empty string. */
export function NumberField({ control, name, ...props }: Props) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value === '' ? undefined : value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}
