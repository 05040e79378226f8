import { Group, TextInput, Textarea } from '@mantine/core'
import { FormSection } from '../../../lib/ui/FormSection'
import type { ContractFormApi } from './types'

export function ContactsFields({ form }: { form: ContractFormApi }) {
  const { errors } = form.formState
  return (
    <FormSection title="Contacts and notes" description="Who to talk to on each side.">
      <Group grow align="flex-start">
        <TextInput
          label="Client contact"
          error={errors.client_contact?.message}
          {...form.register('client_contact')}
        />
        <TextInput
          label="Vendor contact"
          error={errors.vendor_contact?.message}
          {...form.register('vendor_contact')}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label="Client purchase order"
          error={errors.client_purchase_order?.message}
          {...form.register('client_purchase_order')}
        />
        <TextInput
          label="Client business id"
          error={errors.client_business_id?.message}
          {...form.register('client_business_id')}
        />
      </Group>
      <TextInput
        label="Vendor company for client"
        description="The vendor’s name as the client knows it."
        error={errors.vendor_company_for_client?.message}
        {...form.register('vendor_company_for_client')}
      />
      <Textarea
        label="Notes"
        rows={4}
        resize="vertical"
        error={errors.notes?.message}
        {...form.register('notes')}
      />
    </FormSection>
  )
}
