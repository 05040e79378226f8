import { NumberInput, type NumberInputProps } from '@mantine/core'
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form'

type Props<T extends FieldValues> = Omit<NumberInputProps, 'value' | 'onChange' | 'name'> & {
  control: Control<T>
  name: Path<T>
}

/**
 * A number or nothing, in any of the contract's forms (the editor, the rate and extension dialogs):
 * an emptied input is `undefined`, never the empty string.
 */
export function NumberField<T extends FieldValues>({ control, name, ...props }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...props}
          ref={field.ref}
          name={field.name}
          value={(field.value as number | string | undefined) ?? ''}
          onChange={(value) => field.onChange(value === '' ? undefined : value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}

/**
 * How each of a term's numbers is typed (the editor, the rate and extension dialogs): the bounds
 * and decimals of the interface's Price, Percent and max_hours.
 */
export const TERM_INPUTS = {
  client_price: { min: 0, decimalScale: 4 },
  vendor_price: { min: 0, decimalScale: 4 },
  allocation: { suffix: '%', min: 0, max: 100, decimalScale: 2 },
  max_hours: { min: 0, allowDecimal: false },
} satisfies Record<string, Partial<NumberInputProps>>
