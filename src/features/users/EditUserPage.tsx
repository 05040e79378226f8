import { Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { PageHeader } from '../../lib/ui/PageHeader'
import { RecordLoad } from '../../lib/ui/RecordLoad'
import { RecordTabs } from '../../lib/ui/history/RecordTabs'
import { useCurrentUser } from '../auth'
import { FollowButton } from '../notifications'
import { userQueries } from './api'
import { UserHistory, userHistoryQuery } from './UserHistory'
import { RecordLive } from '../../lib/ui/live/RecordLive'
import { useUserHistoryFields } from './history-fields'
import { EditUserForm } from './components/EditUserForm'
import { useConfirmDeleteUser } from './components/useConfirmDeleteUser'
import { useMessages } from '../../lib/i18n'
import { userMessages } from './messages'

const editUserRoute = getRouteApi('/_authenticated/users/$userId/edit')

export function EditUserPage() {
  const t = useMessages(userMessages)
  const { userId } = editUserRoute.useParams()
  const currentUser = useCurrentUser()
  const navigate = useNavigate()
  const user = useQuery(userQueries.detail(userId))
  const fields = useUserHistoryFields()
  const confirmDelete = useConfirmDeleteUser(() => navigate({ to: '/users' }))

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageHeader
        title={user.data ? t.editUser({ name: user.data.record.name }) : t.editTitle}
        parent={{ label: t.title, to: '/users' }}
        description={
          user.data ? `${user.data.record.email} · ${user.data.record.company.name}` : undefined
        }
        aside={user.data && <FollowButton resource="user" id={user.data.record.id} />}
      />
      <RecordLoad
        query={user}
        rows={4}
        words={{
          notFound: t.notFound,
          notFoundText: t.notFoundText,
          loadFailed: t.loadOneFailed,
          back: t.backToUsers,
        }}
        onBack={() => navigate({ to: '/users' })}
      >
        {(opened) => (
          <RecordTabs
            details={
              <RecordLive
                resource="user"
                presence="user"
                id={opened.record.id}
                version={opened.record.version}
                history={userHistoryQuery(opened.record.id)}
                fields={fields}
                recordKey={userQueries.detail(opened.record.id).queryKey}
              >
                <EditUserForm
                  key={opened.record.id}
                  user={opened}
                  currentUser={currentUser}
                  onDelete={(etag) => void confirmDelete(opened.record, etag)}
                />
              </RecordLive>
            }
            history={<UserHistory userId={userId} />}
          />
        )}
      </RecordLoad>
    </Stack>
  )
}
