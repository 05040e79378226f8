import { Button, Tooltip } from '@mantine/core'
import { IconBell, IconBellCheck } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { FollowResource } from '../../interface'
import { useMessages } from '../../lib/i18n'
import { notificationQueries, useSetFollowing } from './api'
import { notificationMessages } from './messages'

/**
 * Follow or unfollow the record a page shows: a person follows what they created or edited, and
 * anything they press this on; each change someone else makes is then in their inbox. Until the
 * person's follow is read the button is there, loading, so that the header does not move when it
 * comes (on a phone the button's line pushed the page down: a layout shift of 0.12).
 */
export function FollowButton({ resource, id }: { resource: FollowResource; id: number }) {
  const t = useMessages(notificationMessages)
  const state = useQuery(notificationQueries.follow(resource, id))
  const setFollowing = useSetFollowing(resource, id)
  if (!state.data && state.isError) return null
  const following = state.data?.following ?? false
  return (
    <Tooltip label={following ? t.followingHint : t.followHint} disabled={!state.data}>
      <Button
        variant={following ? 'light' : 'default'}
        loading={!state.data}
        size="sm"
        leftSection={
          following ? <IconBellCheck size={16} aria-hidden /> : <IconBell size={16} aria-hidden />
        }
        aria-pressed={state.data ? following : undefined}
        onClick={() => setFollowing.mutate(!following)}
      >
        {following ? t.following : t.follow}
      </Button>
    </Tooltip>
  )
}
