import { Group, Stack } from '@mantine/core'
import { FollowButton } from '../notifications'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { PageHeader } from '../../lib/ui/PageHeader'
import { RecordLoad } from '../../lib/ui/RecordLoad'
import { contractQueries } from './api'
import { ContractHistory, contractHistoryQuery } from './ContractHistory'
import { RecordLive } from '../../lib/ui/live/RecordLive'
import { useContractHistoryFields } from './history-fields'
import { ContractForm } from './components/ContractForm'
import { ContractStatusBadge } from './components/ContractStatusBadge'
import { DocumentsTab } from './documents/DocumentsTab'
import { ContractTabs } from './terms/ContractTabs'
import { TermActions } from './terms/TermActions'
import { TermsTab } from './terms/TermsTab'
import { useMessages } from '../../lib/i18n'
import { contractMessages } from './messages'

const editContractRoute = getRouteApi('/_authenticated/_admin/contracts/$contractId/edit')

export function EditContractPage() {
  const t = useMessages(contractMessages)
  const { contractId } = editContractRoute.useParams()
  const navigate = useNavigate()
  const contract = useQuery(contractQueries.detail(contractId))
  const fields = useContractHistoryFields()
  // A term or an extension of one's own moves the contract to a new version: the form opens again
  // on it (its end, today's prices), and whatever was typed comes back from its draft.
  const [ownWrites, setOwnWrites] = useState(0)
  const reopenForm = () => setOwnWrites((count) => count + 1)

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
              <TermActions contract={contract.data.record} onSaved={reopenForm} />
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
          <ContractTabs
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
                <ContractForm key={`${opened.record.id}:${ownWrites}`} contract={opened} />
              </RecordLive>
            }
            terms={<TermsTab contract={opened.record} onChanged={reopenForm} />}
            documents={<DocumentsTab contractId={opened.record.id} />}
            history={<ContractHistory contractId={contractId} />}
          />
        )}
      </RecordLoad>
    </Stack>
  )
}
