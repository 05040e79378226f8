import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core'
import { LazyModal } from '../../../lib/ui/LazyModal'
import { notifications } from '@mantine/notifications'
import { useState, type FormEvent } from 'react'
import type { ViewResource } from '../../../interface'
import { ApiError } from '../../../lib/api'
import { useMessages } from '../../../lib/i18n'
import { translateSentence } from '../../../lib/i18n/validation'
import { useCreateView } from '../api'
import { viewMessages } from '../messages'
import { queryOfSearch } from '../view-search'

type Props = { resource: ViewResource; search: object; opened: boolean; onClose: () => void }

/** Names the list's current filters and sort, optionally for others too, optionally as the default. */
export function SaveViewModal({ resource, search, opened, onClose }: Props) {
  const t = useMessages(viewMessages)
  return (
    <LazyModal opened={opened} onClose={onClose} title={t.saveTitle} centered>
      {/* Mounted afresh each time it opens: an empty form. */}
      {opened && <SaveViewForm resource={resource} search={search} onClose={onClose} />}
    </LazyModal>
  )
}

function SaveViewForm({ resource, search, onClose }: Omit<Props, 'opened'>) {
  const t = useMessages(viewMessages)
  const create = useCreateView()
  const [name, setName] = useState('')
  const [shared, setShared] = useState(false)
  const [isDefault, setIsDefault] = useState(false)
  const [errors, setErrors] = useState<{ name?: string; form?: string }>({})

  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.mutate(
      { name, resource, query: queryOfSearch(search), shared, default: isDefault },
      {
        onSuccess: (view) => {
          notifications.show({ color: 'green', message: t.saved({ name: view.name }) })
          onClose()
        },
        onError: (error) => setErrors(nameErrors(error)),
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t.name}
          description={t.nameDescription}
          required
          maxLength={80}
          data-autofocus
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value)
            setErrors({})
          }}
          error={errors.name}
        />
        <Checkbox
          label={t.share}
          description={t.shareDescription}
          checked={shared}
          onChange={(event) => setShared(event.currentTarget.checked)}
        />
        <Checkbox
          label={t.openWithThis}
          description={t.openWithThisDescription}
          checked={isDefault}
          onChange={(event) => setIsDefault(event.currentTarget.checked)}
        />
        {errors.form && (
          <Text size="sm" c="red" role="alert">
            {errors.form}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** A refused save's messages: those about the name on the name field, the rest under the form. */
export function nameErrors(error: Error): { name?: string; form?: string } {
  if (!(error instanceof ApiError)) return { form: error.message }
  const name = error.errors.name?.map(translateSentence).join(' ')
  const rest = Object.entries(error.errors)
    .filter(([field]) => field !== 'name')
    .flatMap(([, messages]) => messages.map(translateSentence))
  const form = rest.length > 0 ? rest.join(' ') : name ? undefined : error.message
  return { name, form }
}
