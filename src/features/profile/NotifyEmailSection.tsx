import { SegmentedControl, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { NOTIFY_EMAIL, type CurrentUser, type NotifyEmail } from '../../interface'
import { useMessages } from '../../lib/i18n'
import { FormSection } from '../../lib/ui/FormSection'
import { authQueries } from '../auth'
import { useEditUser } from '../users'
import { profileMessages } from './messages'

const isNotifyEmail = (value: string): value is NotifyEmail =>
  (NOTIFY_EMAIL as readonly string[]).includes(value)

/** How the person gets their notifications by e-mail: saved at once, like the language. */
export function NotifyEmailSection({ currentUser }: { currentUser: CurrentUser }) {
  const t = useMessages(profileMessages)
  const queryClient = useQueryClient()
  const editUser = useEditUser(currentUser.id)
  const labels: Record<NotifyEmail, string> = {
    off: t.notifyOff,
    instant: t.notifyInstant,
    daily: t.notifyDaily,
  }

  const choose = async (value: string) => {
    if (!isNotifyEmail(value)) return
    try {
      await editUser.mutateAsync({ body: { notify_email: value } })
      await queryClient.invalidateQueries({ queryKey: authQueries.all() })
      notifications.show({ color: 'green', message: profileMessages.get().notifyEmailSaved })
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message })
    }
  }

  return (
    <FormSection title={t.notifyEmail} description={t.notifyEmailDescription}>
      <Stack gap={6}>
        <Text size="sm" fw={500} id="notify-email-label">
          {t.notifyEmailLabel}
        </Text>
        <SegmentedControl
          aria-labelledby="notify-email-label"
          disabled={editUser.isPending}
          value={currentUser.notify_email}
          onChange={(value) => void choose(value)}
          data={NOTIFY_EMAIL.map((value) => ({ value, label: labels[value] }))}
        />
      </Stack>
    </FormSection>
  )
}
