import { memo } from 'react'
import { useFormState } from 'react-hook-form'
import { Group, TextInput, Textarea } from '@mantine/core'
import { FormSection } from '../../../lib/ui/FormSection'
import type { ContractFormApi } from './types'
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'

export const ContactsFields = memo(function ContactsFields({ form }: { form: ContractFormApi }) {
  const t = useMessages(contractMessages)
  const { errors } = useFormState({ control: form.control })
  return (
    <FormSection title={t.contacts} description={t.contactsDescription}>
      <Group grow align="flex-start">
        <TextInput
          label={t.clientContact}
          error={errors.client_contact?.message}
          {...form.register('client_contact')}
        />
        <TextInput
          label={t.vendorContact}
          error={errors.vendor_contact?.message}
          {...form.register('vendor_contact')}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label={t.clientPurchaseOrder}
          error={errors.client_purchase_order?.message}
          {...form.register('client_purchase_order')}
        />
        <TextInput
          label={t.clientBusinessId}
          error={errors.client_business_id?.message}
          {...form.register('client_business_id')}
        />
      </Group>
      <TextInput
        label={t.vendorForClient}
        description={t.vendorForClientDescription}
        error={errors.vendor_company_for_client?.message}
        {...form.register('vendor_company_for_client')}
      />
      <Textarea
        label={t.notes}
        rows={4}
        resize="vertical"
        error={errors.notes?.message}
        {...form.register('notes')}
      />
    </FormSection>
  )
})
