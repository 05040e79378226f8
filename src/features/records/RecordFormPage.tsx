import { Button, Stack, TextInput, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useParams } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import type { RecordRow, RecordTexts } from '../../interface/record'
import type { Tagged } from '../../lib/api'
import { useFormDraft } from '../../lib/form-draft'
import { formResolver } from '../../lib/form-resolver'
import { submitForm } from '../../lib/form-submit'
import { useMessages } from '../../lib/i18n'
import { useConfirm } from '../../lib/ui/confirm'
import { FormShell } from '../../lib/ui/form/FormShell'
import { HistoryList } from '../../lib/ui/history/HistoryList'
import { RecordTabs } from '../../lib/ui/history/RecordTabs'
import { RecordLive } from '../../lib/ui/live/RecordLive'
import { PageHeader } from '../../lib/ui/PageHeader'
import { RecordLoad } from '../../lib/ui/RecordLoad'
import { recordQueries, useRecordWrites } from './api'
import type { RecordFeature } from './kit'
import { recordMessages } from './messages'

type Values = Record<string, string>

/** A record resource's form: a new record, or one opened to edit (`id`), with its history. */
function RecordForm({ feature, opened }: { feature: RecordFeature; opened?: Tagged<RecordRow> }) {
  const { resource } = feature
  const { name, record } = resource
  const t = useMessages(recordMessages)
  const words = useMessages(feature.words)
  const navigate = useNavigate()
  const writes = useRecordWrites(resource)
  // The kit's schemas are typed for any record resource; the form's values are its texts.
  const schema = (opened ? record.EditBody : record.Body) as z.ZodType<RecordTexts, Values>
  const form = useForm({
    resolver: formResolver(schema),
    defaultValues: Object.fromEntries(
      record.keys.map((key) => [key, (opened?.record[key] as string | null) ?? '']),
    ),
  })
  const draft = useFormDraft(form, opened ? `${name}/${opened.record.id}/edit` : `${name}/new`)
  const toList = () => navigate({ to: `/${name}` as never })
  const nameOf = (values: Record<string, unknown>) => String(values[record.keys[0]!] ?? '')
  const confirmDelete = useConfirm<RecordRow>({
    question: (row) => ({
      title: t.deleteTitle({ name: nameOf(row) }),
      children: t.deleteText,
      confirm: t.deleteButton,
      cancel: t.cancel,
    }),
    run: (row, etag) => writes.remove.mutateAsync({ id: row.id, etag }),
    done: (row) => {
      notifications.show({ color: 'green', message: t.deleted({ name: nameOf(row) }) })
      void toList()
    },
    failed: t.deleteFailed,
    changed: (current) => current.record,
  })

  const onSubmit = submitForm({
    form,
    fields: record.keys,
    draft,
    save: async (body) => {
      if (opened) await writes.edit.mutateAsync({ id: opened.record.id, body, etag: opened.etag })
      else await writes.create.mutateAsync(body)
    },
    notice: (values) => (opened ? t.saved : t.created)({ name: nameOf(values) }),
    then: toList,
  })

  return (
    <FormShell
      form={form}
      draft={draft}
      onSubmit={onSubmit}
      label={t.form({ one: words.one })}
      submitLabel={opened ? t.save : t.create({ one: words.one })}
      dirtyOnly={Boolean(opened)}
      submitOnModEnter
      cancel={(props) => <Link {...props} to={`/${name}` as never} />}
      danger={
        opened && (
          <Button
            color="red"
            variant="subtle"
            onClick={() => void confirmDelete(opened.record, opened.etag)}
          >
            {t.delete}
          </Button>
        )
      }
    >
      <Stack>
        {record.keys.map((key, index) => {
          const field = record.fields[key]!
          const props = {
            label: words[key],
            required: field.required,
            maxLength: field.max,
            error: form.formState.errors[key]?.message,
            ...form.register(key),
          }
          return field.max > 255 ? (
            <Textarea key={key} rows={4} resize="vertical" {...props} />
          ) : (
            <TextInput key={key} data-autofocus={index === 0 || undefined} {...props} />
          )
        })}
      </Stack>
    </FormShell>
  )
}

export function NewRecordPage({ feature }: { feature: RecordFeature }) {
  const t = useMessages(recordMessages)
  const words = useMessages(feature.words)
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageHeader
        title={t.newOne({ one: words.one })}
        description={t.newDescription({ one: words.one })}
        parent={{ label: words.title, to: `/${feature.resource.name}` as never }}
      />
      <RecordForm feature={feature} />
    </Stack>
  )
}

export function EditRecordPage({ feature }: { feature: RecordFeature }) {
  const { resource } = feature
  const t = useMessages(recordMessages)
  const words = useMessages(feature.words)
  const { id } = useParams({ strict: false }) as { id: number }
  const queries = recordQueries(resource)
  const opened = useQuery(queries.detail(id))
  const title = opened.data ? String(opened.data.record[resource.record.keys[0]!]) : words.title
  const navigate = useNavigate()
  const labels = Object.fromEntries(
    resource.record.keys.map((key) => [key, { label: words[key]!, kind: 'text' as const }]),
  )

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageHeader
        title={t.editOne({ name: title })}
        parent={{ label: words.title, to: `/${resource.name}` as never }}
      />
      <RecordLoad
        query={opened}
        rows={resource.record.keys.length}
        words={{
          notFound: t.notFound({ one: words.one }),
          notFoundText: t.notFoundText,
          loadFailed: t.loadOneFailed({ one: words.one }),
          back: t.back,
        }}
        onBack={() => navigate({ to: `/${resource.name}` as never })}
      >
        {(record) => (
          <RecordTabs
            details={
              <RecordLive
                resource={resource.history}
                id={record.record.id}
                version={record.record.version}
                history={queries.history(id)}
                fields={labels}
                recordKey={queries.detail(id).queryKey}
              >
                <RecordForm
                  key={`${record.record.id}:${record.etag}`}
                  feature={feature}
                  opened={record}
                />
              </RecordLive>
            }
            history={<HistoryList query={queries.history(id)} fieldsOf={() => labels} />}
          />
        )}
      </RecordLoad>
    </Stack>
  )
}
