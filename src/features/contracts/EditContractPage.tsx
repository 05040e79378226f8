import { Group, Stack } from '@mantine/core'
import { FollowButton } from '../notifications'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { PageHeader } from '../../lib/ui/PageHeader'
import { RecordLoad } from '../../lib/ui/RecordLoad'
import { RecordTabs } from '../../lib/ui/history/RecordTabs'
import { contractQueries } from './api'
import { ContractHistory, contractHistoryQuery } from './ContractHistory'
import { RecordLive } from '../../lib/ui/live/RecordLive'
import { useContractHistoryFields } from './history-fields'
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
  const fields = useContractHistoryFields()

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <PageHeader
        title={
          contract.data ? t.editContract({ id: contract.data.record.the_contract_id }) : t.editTitle
        }
        parent={{ label: t.title, to: '/contracts' }}
        aside={
          contract.data && (
            <Group gap="sm">
              <FollowButton resource="contract" id={contract.data.record.id} />
              <ContractStatusBadge status={contract.data.record.status} />
            </Group>
          )
        }
        description={
          contract.data
            ? `${contract.data.record.client_company.name} → ${contract.data.record.vendor_company.name}`
            : undefined
        }
      />
      <RecordLoad
        query={contract}
        rows={6}
        words={{
          notFound: t.notFound,
          notFoundText: t.notFoundText,
          loadFailed: t.loadOneFailed,
          back: t.backToContracts,
        }}
        onBack={() => navigate({ to: '/contracts' })}
      >
        {(opened) => (
          <RecordTabs
            details={
              <RecordLive
                resource="contract"
                presence="contract"
                id={opened.record.id}
                version={opened.record.version}
                history={contractHistoryQuery(opened.record.id)}
                fields={fields}
                recordKey={contractQueries.detail(opened.record.id).queryKey}
              >
                <ContractForm key={opened.record.id} contract={opened} />
              </RecordLive>
            }
            history={<ContractHistory contractId={contractId} />}
          />
        )}
      </RecordLoad>
    </Stack>
  )
}
