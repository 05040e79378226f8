import { memo } from 'react'
import { useFormState } from 'react-hook-form'
import { Group, TextInput } from '@mantine/core'
import type { ContractRecord } from '../../../interface'
import { FormSection } from '../../../lib/ui/FormSection'
import { MarginFigures } from './MarginFigures'
import { NumberField, TERM_INPUTS } from './NumberField'
import type { ContractFormApi } from './types'
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'

type Props = {
  form: ContractFormApi
  /** The saved contract, whose margin is shown; none for a new one. */
  contract?: ContractRecord | undefined
}

export const PricingFields = memo(function PricingFields({ form, contract }: Props) {
  const t = useMessages(contractMessages)
  const { errors } = useFormState({ control: form.control })
  return (
    <FormSection title={t.pricing} description={t.pricingDescription}>
      <Group grow align="flex-start">
        <NumberField
          control={form.control}
          name="client_price"
          {...TERM_INPUTS.client_price}
          label={t.clientPrice}
        />
        <NumberField
          control={form.control}
          name="vendor_price"
          {...TERM_INPUTS.vendor_price}
          label={t.vendorPrice}
        />
        <NumberField
          control={form.control}
          name="vat"
          label={t.vat}
          suffix="%"
          min={0}
          max={100}
          decimalScale={2}
        />
      </Group>
      {contract && <MarginFigures contract={contract} />}
      <Group grow align="flex-start">
        <TextInput
          label={t.serviceCode}
          error={errors.service_code?.message}
          {...form.register('service_code')}
        />
        <NumberField
          control={form.control}
          name="seller_id"
          label={t.sellerId}
          min={0}
          allowDecimal={false}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label={t.hourReport}
          error={errors.hour_report?.message}
          {...form.register('hour_report')}
        />
        <TextInput
          label={t.invoicingChannel}
          error={errors.invoicing_channel?.message}
          {...form.register('invoicing_channel')}
        />
      </Group>
    </FormSection>
  )
})
