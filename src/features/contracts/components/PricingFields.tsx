import { Group, TextInput } from '@mantine/core'
import { FormSection } from '../../../lib/ui/FormSection'
import { NumberField } from './NumberField'
import type { ContractFormApi } from './types'

export function PricingFields({ form }: { form: ContractFormApi }) {
  const { errors } = form.formState
  return (
    <FormSection title="Pricing and invoicing" description="Prices per unit, VAT and billing.">
      <Group grow align="flex-start">
        <NumberField
          control={form.control}
          name="client_price"
          label="Client price"
          min={0}
          decimalScale={4}
        />
        <NumberField
          control={form.control}
          name="vendor_price"
          label="Vendor price"
          min={0}
          decimalScale={4}
        />
        <NumberField
          control={form.control}
          name="vat"
          label="VAT"
          suffix="%"
          min={0}
          max={100}
          decimalScale={2}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label="Service code"
          error={errors.service_code?.message}
          {...form.register('service_code')}
        />
        <NumberField
          control={form.control}
          name="seller_id"
          label="Seller id"
          min={0}
          allowDecimal={false}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label="Hour report"
          error={errors.hour_report?.message}
          {...form.register('hour_report')}
        />
        <TextInput
          label="Invoicing channel"
          error={errors.invoicing_channel?.message}
          {...form.register('invoicing_channel')}
        />
      </Group>
    </FormSection>
  )
}
