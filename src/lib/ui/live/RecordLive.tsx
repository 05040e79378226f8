import { Alert, Avatar, Box, Button, Group, Stack, Text, Tooltip } from '@mantine/core'
import { IconUsers } from '@tabler/icons-react'
import {
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import type { HistoryPage, PresenceResource } from '../../../interface'
import { useMessages } from '../../i18n'
import { useChangedByOthers, usePresence } from '../../live'
import { ChangeList } from '../history/ChangeList'
import type { HistoryFields } from '../history/fields'
import { liveMessages } from './messages'

type Props = {
  /** The record's name in the change feed (`contract`, `inquiry`, `user`, a record resource's). */
  resource: string
  /** Its name for presence, when its page tells who else has it open. */
  presence?: PresenceResource
  id: number
  /** The version the page shows: a save by someone else makes a newer one. */
  version: number
  /** The record's history (the History tab's query): what the other person changed. */
  history: UseInfiniteQueryOptions<HistoryPage, Error, InfiniteData<HistoryPage>, QueryKey, number>
  fields: HistoryFields
  /** The record's own query: "Load their version" reads it again. */
  recordKey: QueryKey
  /** The record's form: typing into it makes the person `editing` to the others. */
  children: ReactNode
}

/**
 * A record's page, live: who else has it open (and who is typing into it), and, the moment someone
 * else saves it, who did and what they changed, before the person saves over it. What the person
 * typed stays; the conflict dialog on their save then shows nothing they were not told.
 */
export function RecordLive({
  resource,
  presence,
  id,
  version,
  history,
  fields,
  recordKey,
  children,
}: Props) {
  const queryClient = useQueryClient()
  const [typedAt, setTypedAt] = useState<number>()
  // A save makes a new version: the person is back to viewing it.
  const editing = typedAt !== undefined && typedAt === version
  // The version the form was opened at (a refetch in the background does not change the form).
  const [opened, setOpened] = useState({ version, times: 0 })
  const loadTheirs = async () => {
    await queryClient.refetchQueries({ queryKey: recordKey })
    const loaded = queryClient.getQueryData<{ record: { version: number } }>(recordKey)
    setOpened(({ times }) => ({ version: loaded?.record.version ?? version, times: times + 1 }))
  }
  return (
    <Stack gap="sm">
      {presence && (
        <PresenceLine resource={presence} id={id} state={editing ? 'editing' : 'viewing'} />
      )}
      <ChangedByOthers
        resource={resource}
        id={id}
        version={opened.version}
        history={history}
        fields={fields}
        onLoad={loadTheirs}
      />
      {/* Loading their version opens the form again on it. */}
      <div key={opened.times} onInput={() => setTypedAt(version)}>
        {children}
      </div>
    </Stack>
  )
}

/** Who else has the record open, and who is typing into it; nothing when no one else has. */
export function PresenceLine({
  resource,
  id,
  state,
}: {
  resource: PresenceResource
  id: number
  state: 'viewing' | 'editing'
}) {
  const t = useMessages(liveMessages)
  const people = usePresence(resource, id, state)
  if (people.length === 0) return null
  const said = people.map((person) =>
    person.state === 'editing'
      ? t.editing({ name: person.name })
      : t.viewing({ name: person.name }),
  )
  return (
    <Group gap="xs" role="status" aria-label={t.alsoHere}>
      <IconUsers size={16} aria-hidden />
      <Avatar.Group spacing="xs">
        {people.map((person, index) => (
          <Tooltip key={person.id} label={said[index]}>
            <Avatar
              size="sm"
              name={person.name}
              color={person.state === 'editing' ? 'orange' : 'initials'}
              aria-hidden
            />
          </Tooltip>
        ))}
      </Avatar.Group>
      <Text size="sm" c="dimmed">
        {said.join(' · ')}
      </Text>
    </Group>
  )
}

function ChangedByOthers({
  resource,
  id,
  version,
  history,
  fields,
  onLoad,
}: Omit<Props, 'children' | 'presence' | 'recordKey'> & { onLoad: () => Promise<void> }) {
  const t = useMessages(liveMessages)
  const change = useChangedByOthers(resource, id, version)
  const entries = useInfiniteQuery({ ...history, enabled: change !== undefined })
  const refetch = entries.refetch
  // The entry of their save is in the history by the time its event arrives.
  useEffect(() => {
    if (change) void refetch()
  }, [change, refetch])
  if (!change) return null
  const entry = entries.data?.pages[0]?.history.find((one) => one.id === change.eventId)
  const name = change.actor?.name
  return (
    // It stays in sight above the form wherever the person has scrolled to (on an opaque ground:
    // the light alert is translucent).
    <Box
      pos="sticky"
      top="calc(var(--app-shell-header-height, 60px) + var(--mantine-spacing-xs))"
      bg="var(--mantine-color-body)"
      style={{ zIndex: 2, borderRadius: 'var(--mantine-radius-default)' }}
    >
      <Alert
        color="yellow"
        variant="light"
        role="alert"
        title={
          change.action === 'deleted' && name
            ? t.deleted({ name })
            : name
              ? t.savedBy({ name })
              : t.savedBySomeone
        }
      >
        <Stack gap="xs" align="flex-start">
          {entry && <ChangeList entry={entry} fields={fields} />}
          <Text size="sm">{t.yoursKept}</Text>
          <Button size="xs" variant="default" onClick={() => void onLoad()}>
            {t.loadTheirs}
          </Button>
        </Stack>
      </Alert>
    </Box>
  )
}
