import { Alert, Button, Paper, Skeleton, Stack } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { ApiError } from '../../lib/api'
import { PageHeader } from '../../lib/ui/PageHeader'
import { RecordTabs } from '../../lib/ui/history/RecordTabs'
import { contractQueries } from './api'
import { ContractHistory } from './ContractHistory'
import { ContractForm } from './components/ContractForm'
import { ContractStatusBadge } from './components/ContractStatusBadge'
import { useMessages } from '../../lib/i18n'
import { contractMessages } from './messages'

const editContractRoute = getRouteApi('/_authenticated/_admin/contracts/$contractId/edit')

export function EditContractPage() {
  const t = useMessages(contractMessages)
  const { contractId } = editContractRoute.useParams()
  const navigate = useNavigate()
  const contract = useQuery(contractQueries.detail(contractId))
  const notFound = contract.error instanceof ApiError && contract.error.status === 404

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <PageHeader
        title={
          contract.data ? t.editContract({ id: contract.data.record.the_contract_id }) : t.editTitle
        }
        parent={{ label: t.title, to: '/contracts' }}
        aside={contract.data && <ContractStatusBadge status={contract.data.record.status} />}
        description={
          contract.data
            ? `${contract.data.record.client_company.name} → ${contract.data.record.vendor_company.name}`
            : undefined
        }
      />
      {contract.isPending ? (
        <Paper withBorder radius="md" p="xl" aria-busy>
          <Stack>
            {[1, 2, 3, 4, 5, 6].map((row) => (
              <Skeleton key={row} height={36} />
            ))}
          </Stack>
        </Paper>
      ) : contract.isError ? (
        <Alert
          color={notFound ? 'yellow' : 'red'}
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={notFound ? t.notFound : t.loadOneFailed}
        >
          <Stack gap="sm" align="flex-start">
            {notFound ? t.notFoundText : contract.error.message}
            <Button size="xs" variant="default" onClick={() => navigate({ to: '/contracts' })}>
              {t.backToContracts}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <RecordTabs
          details={<ContractForm key={contract.data.record.id} contract={contract.data} />}
          history={<ContractHistory contractId={contractId} />}
        />
      )}
    </Stack>
  )
}
