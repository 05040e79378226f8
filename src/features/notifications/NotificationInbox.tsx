import { ActionIcon, Box, Indicator, Menu, Text, VisuallyHidden } from '@mantine/core'
import { IconBell, IconChecks } from '@tabler/icons-react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Notification } from '../../interface'
import { useFormat } from '../../lib/format'
import { useMessages } from '../../lib/i18n'
import { useLiveMessage } from '../../lib/live'
import { notificationQueries, useMarkRead } from './api'
import { notificationMessages } from './messages'

/**
 * The inbox in the header: a bell with the unread count, opening the newest notifications, each a
 * link to what it is about (opening one marks it read), and "Mark all read". A menu: the arrow
 * keys move through it, Escape closes it.
 */
export function NotificationInbox() {
  const t = useMessages(notificationMessages)
  const inbox = useQuery(notificationQueries.inbox())
  const queryClient = useQueryClient()
  // A new one arrives on the event stream at once; the minute's refetch is only the fallback.
  useLiveMessage(
    'notification',
    () => void queryClient.invalidateQueries({ queryKey: notificationQueries.all() }),
  )
  const markRead = useMarkRead()
  const unread = inbox.data?.unread ?? 0
  const notifications = inbox.data?.notifications ?? []
  const opened = (notification: Notification) => {
    if (notification.read_at === null) markRead.mutate({ ids: [notification.id] })
  }

  return (
    <Menu
      position="bottom-end"
      width={360}
      withinPortal
      withInitialFocusPlaceholder={false}
      hideDetached={false}
    >
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          radius="md"
          aria-label={unread > 0 ? t.inboxWithUnread({ count: unread }) : t.inbox}
        >
          <Indicator
            label={unread > 99 ? '99+' : unread}
            disabled={unread === 0}
            size={16}
            offset={-2}
            aria-hidden
          >
            <IconBell size={18} stroke={1.6} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown aria-label={t.inbox}>
        <Menu.Label>{t.inbox}</Menu.Label>
        {inbox.isError && (
          <Text size="sm" c="red" px="sm" py="xs">
            {t.failed}
          </Text>
        )}
        {inbox.isSuccess && notifications.length === 0 && (
          <Text size="sm" c="dimmed" px="sm" py="xs">
            {t.empty}
          </Text>
        )}
        {notifications.map((notification) => (
          <InboxItem key={notification.id} notification={notification} onOpen={opened} />
        ))}
        {inbox.data && inbox.data.total > notifications.length && (
          <Text size="xs" c="dimmed" px="sm" py={4}>
            {t.moreInList({ shown: notifications.length, total: inbox.data.total })}
          </Text>
        )}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconChecks size={16} aria-hidden />}
          disabled={unread === 0}
          closeMenuOnClick={false}
          onClick={() => markRead.mutate({ all: true })}
        >
          {t.markAllRead}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}

function InboxItem({
  notification,
  onOpen,
}: {
  notification: Notification
  onOpen: (notification: Notification) => void
}) {
  const t = useMessages(notificationMessages)
  const format = useFormat()
  const isUnread = notification.read_at === null
  return (
    <Menu.Item
      component={Link}
      // A path of the dashboard, as the server writes it (`/contracts/12/edit`).
      to={notification.link as '/'}
      onClick={() => onOpen(notification)}
      leftSection={
        <Box
          w={8}
          h={8}
          style={{ borderRadius: '50%' }}
          bg={isUnread ? 'var(--mantine-primary-color-filled)' : 'transparent'}
          aria-hidden
        />
      }
    >
      {isUnread && <VisuallyHidden>{t.unread}: </VisuallyHidden>}
      <Text size="sm" fw={isUnread ? 600 : 400} lineClamp={2}>
        {notification.title}
      </Text>
      {notification.body && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {notification.body}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {format.dateTime(notification.created_at)}
      </Text>
    </Menu.Item>
  )
}
