import { Stack } from '@mantine/core'
import { PageHeader } from '../../lib/ui/PageHeader'
import { useCurrentUser } from '../auth'
import { CreateUserForm } from './components/CreateUserForm'
import { useMessages } from '../../lib/i18n'
import { userMessages } from './messages'

export function NewUserPage() {
  const t = useMessages(userMessages)
  const currentUser = useCurrentUser()
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageHeader
        title={t.newUser}
        parent={{ label: t.title, to: '/users' }}
        description={
          currentUser.type === 'admin'
            ? t.newDescriptionAdmin
            : t.newDescriptionClient({ company: currentUser.company })
        }
      />
      <CreateUserForm currentUser={currentUser} />
    </Stack>
  )
}
