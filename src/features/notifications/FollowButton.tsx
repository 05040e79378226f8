import { Button, Tooltip } from '@mantine/core'
import { IconBell, IconBellCheck } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { FollowResource } from '../../interface'
import { useMessages } from '../../lib/i18n'
import { notificationQueries, useSetFollowing } from './api'
import { notificationMessages } from './messages'

/**
 * Follow or unfollow the record a page shows: a person follows what they created or edited, and
 * anything they press this on; each change someone else makes is then in their inbox.
 */
export function FollowButton({ resource, id }: { resource: FollowResource; id: number }) {
  const t = useMessages(notificationMessages)
  const state = useQuery(notificationQueries.follow(resource, id))
  const setFollowing = useSetFollowing(resource, id)
  if (!state.data) return null
  const { following } = state.data
  return (
    <Tooltip label={following ? t.followingHint : t.followHint}>
      <Button
        variant={following ? 'light' : 'default'}
        size="sm"
        leftSection={
          following ? <IconBellCheck size={16} aria-hidden /> : <IconBell size={16} aria-hidden />
        }
        aria-pressed={following}
        onClick={() => setFollowing.mutate(!following)}
      >
        {following ? t.following : t.follow}
      </Button>
    </Tooltip>
  )
}
