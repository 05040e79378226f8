import { Badge, Button, Group, Kbd, Menu, Text } from '@mantine/core'
import { useHotkeys } from '@mantine/hooks'
import { IconBookmarks, IconCheck, IconDeviceFloppy, IconSettings } from '@tabler/icons-react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLiveChanges } from '../../../lib/live'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { SavedView, ViewResource } from '../../../interface'
import { useMessages } from '../../../lib/i18n'
import { useCurrentUser } from '../../auth'
import { viewQueries } from '../api'
import { viewMessages } from '../messages'
import { searchOfView, showsView, type ListSearchReader } from '../view-search'
import { ManageViewsModal } from './ManageViewsModal'
import { SaveViewModal } from './SaveViewModal'

type Props = {
  /** The list whose views these are. */
  resource: ViewResource
  /** The list's URL search now: what "Save current view" keeps. */
  search: object
  /** The list's reader of its URL search (its route's `validateSearch`), to open a view. */
  reader: ListSearchReader
}

/**
 * A list's saved views: pick one (`v` opens the menu), save the filters shown now, manage your
 * own. Shared views of others are offered, never changed.
 */
export function SavedViewsMenu({ resource, search, reader }: Props) {
  const t = useMessages(viewMessages)
  const currentUser = useCurrentUser()
  const navigate = useNavigate()
  const views = useQuery(viewQueries.list(resource))
  const queryClient = useQueryClient()
  // A view saved, shared or deleted by a peer (or in another tab) shows in the menu.
  useLiveChanges('view', () => void queryClient.invalidateQueries({ queryKey: viewQueries.all() }))
  const [opened, setOpened] = useState(false)
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null)
  useHotkeys([['v', () => setOpened((open) => !open)]])

  const own = views.data?.filter((view) => view.owner.id === currentUser.id) ?? []
  const others = views.data?.filter((view) => view.owner.id !== currentUser.id) ?? []

  const item = (view: SavedView) => {
    const shown = showsView(search, view.query)
    return (
      <Menu.Item
        key={view.id}
        aria-current={shown || undefined}
        leftSection={
          shown ? (
            <IconCheck size={16} aria-label={t.shownNow} />
          ) : (
            <IconCheck size={16} opacity={0} aria-hidden />
          )
        }
        rightSection={
          <Group gap={4} wrap="nowrap">
            {view.default && (
              <Badge size="xs" variant="outline">
                {t.isDefault}
              </Badge>
            )}
            {view.shared && view.owner.id === currentUser.id && (
              <Badge size="xs" variant="light">
                {t.shared}
              </Badge>
            )}
          </Group>
        }
        onClick={() =>
          void navigate({ to: `/${resource}`, search: searchOfView(reader, view.query) as never })
        }
      >
        <Text size="sm">{view.name}</Text>
        {view.owner.id !== currentUser.id && (
          <Text size="xs" c="dimmed">
            {t.sharedBy({ name: view.owner.name })}
          </Text>
        )}
      </Menu.Item>
    )
  }

  return (
    <>
      <Menu
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={300}
        shadow="md"
        hideDetached={false}
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconBookmarks size={18} aria-hidden />}
            rightSection={
              <Kbd size="xs" aria-hidden>
                v
              </Kbd>
            }
          >
            {t.views}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label={t.viewsMenu}>
          <Menu.Label>{t.yourViews}</Menu.Label>
          {views.isError && <Menu.Label c="red">{t.loadFailed}</Menu.Label>}
          {views.data && own.length === 0 && <Menu.Label fw={400}>{t.noViews}</Menu.Label>}
          {own.map(item)}
          {others.length > 0 && <Menu.Label>{t.sharedViews}</Menu.Label>}
          {others.map(item)}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            onClick={() => setDialog('save')}
          >
            {t.saveView}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconSettings size={16} aria-hidden />}
            onClick={() => setDialog('manage')}
          >
            {t.manageViews}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <SaveViewModal
        resource={resource}
        search={search}
        opened={dialog === 'save'}
        onClose={() => setDialog(null)}
      />
      <ManageViewsModal
        own={own}
        others={others}
        opened={dialog === 'manage'}
        onClose={() => setDialog(null)}
      />
    </>
  )
}
