import { Alert, Button, Paper, Skeleton, Stack } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { ApiError } from '../../lib/api'
import { PageHeader } from '../../lib/ui/PageHeader'
import { RecordTabs } from '../../lib/ui/history/RecordTabs'
import { useCurrentUser } from '../auth'
import { userQueries } from './api'
import { UserHistory } from './UserHistory'
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
  const confirmDelete = useConfirmDeleteUser(() => navigate({ to: '/users' }))

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageHeader
        title={user.data ? t.editUser({ name: user.data.record.name }) : t.editTitle}
        parent={{ label: t.title, to: '/users' }}
        description={
          user.data ? `${user.data.record.email} · ${user.data.record.company.name}` : undefined
        }
      />
      {user.isPending ? (
        <Paper withBorder radius="md" p="xl" aria-busy>
          <Stack>
            {[1, 2, 3, 4].map((row) => (
              <Skeleton key={row} height={36} />
            ))}
          </Stack>
        </Paper>
      ) : user.isError ? (
        <Alert
          color={user.error instanceof ApiError && user.error.status === 404 ? 'yellow' : 'red'}
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={
            user.error instanceof ApiError && user.error.status === 404
              ? t.notFound
              : t.loadOneFailed
          }
        >
          <Stack gap="sm" align="flex-start">
            {user.error instanceof ApiError && user.error.status === 404
              ? t.notFoundText
              : user.error.message}
            <Button size="xs" variant="default" onClick={() => navigate({ to: '/users' })}>
              {t.backToUsers}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <RecordTabs
          details={
            <EditUserForm
              key={user.data.record.id}
              user={user.data}
              currentUser={currentUser}
              onDelete={(etag) => void confirmDelete(user.data.record, etag)}
            />
          }
          history={<UserHistory userId={userId} />}
        />
      )}
    </Stack>
  )
}
