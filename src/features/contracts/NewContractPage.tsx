import { Stack } from '@mantine/core'
import { PageHeader } from '../../lib/ui/PageHeader'
import { ContractForm } from './components/ContractForm'

export function NewContractPage() {
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <PageHeader
        title="New contract"
        parent={{ label: 'Contracts', to: '/contracts' }}
        description="A client buys a consultant’s work from a vendor."
      />
      <ContractForm />
    </Stack>
  )
}
