import { Stack } from '@mantine/core'
import { PageHeader } from '../../lib/ui/PageHeader'
import { useCurrentUser } from '../auth'
import { CreateUserForm } from './components/CreateUserForm'

export function NewUserPage() {
  const currentUser = useCurrentUser()
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageHeader
        title="New user"
        parent={{ label: 'Users', to: '/users' }}
        description={
          currentUser.type === 'admin'
            ? 'Give a person access to the dashboard.'
            : `The new user joins ${currentUser.company}.`
        }
      />
      <CreateUserForm currentUser={currentUser} />
    </Stack>
  )
}
