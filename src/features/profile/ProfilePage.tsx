import { Stack } from '@mantine/core'
import { PageHeader } from '../../lib/ui/PageHeader'
import { useCurrentUser } from '../auth'
import { ProfileForm } from './ProfileForm'
import { ProfileSummary } from './ProfileSummary'

export function ProfilePage() {
  const currentUser = useCurrentUser()
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageHeader title="Profile" description="Your own account." />
      <ProfileSummary currentUser={currentUser} />
      <ProfileForm currentUser={currentUser} />
    </Stack>
  )
}
