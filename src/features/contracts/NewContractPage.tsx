import { Stack } from '@mantine/core'
import { PageHeader } from '../../lib/ui/PageHeader'
import { ContractForm } from './components/ContractForm'
import { useMessages } from '../../lib/i18n'
import { contractMessages } from './messages'

export function NewContractPage() {
  const t = useMessages(contractMessages)
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <PageHeader
        title={t.newContract}
        parent={{ label: t.title, to: '/contracts' }}
        description={t.newDescription}
      />
      <ContractForm />
    </Stack>
  )
}
