import { Paper, Stack } from '@mantine/core'
import { PageHeader } from '../../lib/ui/PageHeader'
import { useCurrentUser } from '../auth'
import { LanguageSection } from './LanguageSection'
import { NotifyEmailSection } from './NotifyEmailSection'
import { ProfileForm } from './ProfileForm'
import { ProfileSummary } from './ProfileSummary'
import { useMessages } from '../../lib/i18n'
import { profileMessages } from './messages'

export function ProfilePage() {
  const t = useMessages(profileMessages)
  const currentUser = useCurrentUser()
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageHeader title={t.title} description={t.description} />
      <ProfileSummary currentUser={currentUser} />
      <ProfileForm currentUser={currentUser} />
      <Paper withBorder radius="md" p="xl">
        <LanguageSection currentUser={currentUser} />
      </Paper>
      <Paper withBorder radius="md" p="xl">
        <NotifyEmailSection currentUser={currentUser} />
      </Paper>
    </Stack>
  )
}
