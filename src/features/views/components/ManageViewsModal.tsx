import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { LazyModal } from '../../../lib/ui/LazyModal'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { IconPencil, IconStar, IconStarOff, IconTrash } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import type { SavedView } from '../../../interface'
import { useMessages } from '../../../lib/i18n'
import { useDeleteView, useEditView } from '../api'
import { viewMessages } from '../messages'
import { nameErrors } from './SaveViewModal'

type Props = {
  own: SavedView[]
  others: SavedView[]
  opened: boolean
  onClose: () => void
}

/** The person's views of a list to rename, make default or delete; others' shared views to see. */
export function ManageViewsModal({ own, others, opened, onClose }: Props) {
  const t = useMessages(viewMessages)
  return (
    <LazyModal opened={opened} onClose={onClose} title={t.manageTitle} centered size="lg">
      <Stack gap="md">
        <Stack gap="xs" role="list" aria-label={t.yourViews}>
          <Text size="sm" fw={600}>
            {t.yourViews}
          </Text>
          {own.length === 0 && (
            <Text size="sm" c="dimmed">
              {t.noViews}
            </Text>
          )}
          {own.map((view) => (
            <OwnView key={view.id} view={view} />
          ))}
        </Stack>
        {others.length > 0 && (
          <Stack gap="xs" role="list" aria-label={t.sharedViews}>
            <Text size="sm" fw={600}>
              {t.sharedViews}
            </Text>
            {others.map((view) => (
              <Group key={view.id} role="listitem" justify="space-between">
                <Text size="sm">{view.name}</Text>
                <Text size="xs" c="dimmed">
                  {t.sharedBy({ name: view.owner.name })}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </LazyModal>
  )
}

function OwnView({ view }: { view: SavedView }) {
  const t = useMessages(viewMessages)
  const edit = useEditView()
  const remove = useDeleteView()
  const [renaming, setRenaming] = useState(false)

  const failed = (error: Error) =>
    notifications.show({ color: 'red', title: t.failed, message: error.message })

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t.deleteTitle({ name: view.name }),
      centered: true,
      children: <Text size="sm">{t.deleteText}</Text>,
      labels: { confirm: t.deleteButton, cancel: t.keepIt },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(view.id, {
          onSuccess: () =>
            notifications.show({ color: 'green', message: t.deleted({ name: view.name }) }),
          onError: failed,
        }),
    })

  if (renaming) return <RenameView view={view} onDone={() => setRenaming(false)} />
  return (
    <Group role="listitem" justify="space-between" wrap="nowrap">
      <Group gap="xs">
        <Text size="sm">{view.name}</Text>
        {view.shared && (
          <Badge size="xs" variant="light">
            {t.shared}
          </Badge>
        )}
        {view.default && (
          <Badge size="xs" variant="outline">
            {t.isDefault}
          </Badge>
        )}
      </Group>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t.renameView({ name: view.name })}
          title={t.rename}
          onClick={() => setRenaming(true)}
        >
          <IconPencil size={18} stroke={1.6} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={
            view.default
              ? t.stopDefaultView({ name: view.name })
              : t.makeDefaultView({ name: view.name })
          }
          title={view.default ? t.stopDefault : t.makeDefault}
          loading={edit.isPending}
          onClick={() => edit.mutate({ id: view.id, default: !view.default }, { onError: failed })}
        >
          {view.default ? (
            <IconStarOff size={18} stroke={1.6} aria-hidden />
          ) : (
            <IconStar size={18} stroke={1.6} aria-hidden />
          )}
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t.deleteView({ name: view.name })}
          title={t.deleteButton}
          onClick={confirmDelete}
        >
          <IconTrash size={18} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  )
}

function RenameView({ view, onDone }: { view: SavedView; onDone: () => void }) {
  const t = useMessages(viewMessages)
  const edit = useEditView()
  const [name, setName] = useState(view.name)
  const [errors, setErrors] = useState<{ name?: string; form?: string }>({})

  const submit = (event: FormEvent) => {
    event.preventDefault()
    edit.mutate(
      { id: view.id, name },
      { onSuccess: onDone, onError: (error) => setErrors(nameErrors(error)) },
    )
  }

  return (
    <form onSubmit={submit} noValidate role="listitem">
      <Group align="flex-start" wrap="nowrap">
        <TextInput
          flex={1}
          label={t.renameView({ name: view.name })}
          required
          maxLength={80}
          autoFocus
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value)
            setErrors({})
          }}
          error={errors.name ?? errors.form}
        />
        <Group gap="xs" mt={24} wrap="nowrap">
          <Button variant="default" onClick={onDone}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={edit.isPending}>
            {t.saveName}
          </Button>
        </Group>
      </Group>
    </form>
  )
}
