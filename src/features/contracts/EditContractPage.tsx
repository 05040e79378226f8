import { Alert, Button, Paper, Skeleton, Stack } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { ApiError } from '../../lib/api'
import { PageHeader } from '../../lib/ui/PageHeader'
import { contractQueries } from './api'
import { ContractForm } from './components/ContractForm'
import { ContractStatusBadge } from './components/ContractStatusBadge'

const editContractRoute = getRouteApi('/_authenticated/_admin/contracts/$contractId/edit')

export function EditContractPage() {
  const { contractId } = editContractRoute.useParams()
  const navigate = useNavigate()
  const contract = useQuery(contractQueries.detail(contractId))
  const notFound = contract.error instanceof ApiError && contract.error.status === 404

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <PageHeader
        title={contract.data ? `Edit ${contract.data.the_contract_id}` : 'Edit contract'}
        parent={{ label: 'Contracts', to: '/contracts' }}
        aside={contract.data && <ContractStatusBadge status={contract.data.status} />}
        description={
          contract.data
            ? `${contract.data.client_company.name} → ${contract.data.vendor_company.name}`
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
          title={notFound ? 'This contract does not exist' : 'The contract could not be loaded'}
        >
          <Stack gap="sm" align="flex-start">
            {notFound ? 'It may have been terminated.' : contract.error.message}
            <Button size="xs" variant="default" onClick={() => navigate({ to: '/contracts' })}>
              Back to contracts
            </Button>
          </Stack>
        </Alert>
      ) : (
        <ContractForm key={contract.data.id} contract={contract.data} />
      )}
    </Stack>
  )
}
