import { Alert, Button, Paper, Skeleton, Stack } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { ApiError } from '../../lib/api'
import { PageHeader } from '../../lib/ui/PageHeader'
import { useCurrentUser } from '../auth'
import { userQueries } from './api'
import { EditUserForm } from './components/EditUserForm'
import { useConfirmDeleteUser } from './components/useConfirmDeleteUser'

const editUserRoute = getRouteApi('/_authenticated/users/$userId/edit')

export function EditUserPage() {
  const { userId } = editUserRoute.useParams()
  const currentUser = useCurrentUser()
  const navigate = useNavigate()
  const user = useQuery(userQueries.detail(userId))
  const confirmDelete = useConfirmDeleteUser(() => navigate({ to: '/users' }))

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageHeader
        title={user.data ? `Edit ${user.data.name}` : 'Edit user'}
        parent={{ label: 'Users', to: '/users' }}
        description={user.data ? `${user.data.email} · ${user.data.company.name}` : undefined}
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
              ? 'This user does not exist'
              : 'The user could not be loaded'
          }
        >
          <Stack gap="sm" align="flex-start">
            {user.error instanceof ApiError && user.error.status === 404
              ? 'They may have been deleted, or they belong to another company.'
              : user.error.message}
            <Button size="xs" variant="default" onClick={() => navigate({ to: '/users' })}>
              Back to users
            </Button>
          </Stack>
        </Alert>
      ) : (
        <EditUserForm
          key={user.data.id}
          user={user.data}
          currentUser={currentUser}
          onDelete={() => confirmDelete(user.data)}
        />
      )}
    </Stack>
  )
}
