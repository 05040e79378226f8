import { Fieldset, Group, Stack } from '@mantine/core'
import { IconFileUpload } from '@tabler/icons-react'
import { Controller, useForm } from 'react-hook-form'
import {
  ATTACHMENT_KINDS,
  ATTACHMENT_MOST_BYTES,
  type AttachmentKind,
  DOCUMENT_EXPIRY_NOTICE_DAYS,
} from '../../../interface'
import { useFormat } from '../../../lib/format'
import { formResolver } from '../../../lib/form-resolver'
import { useMessages } from '../../../lib/i18n'
import { DatesInLanguage } from '../../../lib/ui/DatesInLanguage'
import { FileDropArea } from '../components/FileDropArea'
import { megabytes } from '../components/file-size'
import { DayField } from '../terms/DialogFields'
import { contractDocumentMessages } from './messages'
import { UploadList } from './UploadList'
import { UploadSettings, useDocumentUploads } from './useDocumentUploads'
import { Select } from '../../../lib/ui/pickers'

/**
 * Where documents are added: what they are and when they expire, then the files, picked or dropped
 * several at once; each is uploaded as soon as it is chosen, with its own progress.
 */
export function DocumentUpload({ contractId }: { contractId: number }) {
  const t = useMessages(contractDocumentMessages)
  const format = useFormat()
  const uploads = useDocumentUploads(contractId)
  const form = useForm<UploadSettings>({
    resolver: formResolver(UploadSettings),
    defaultValues: { kind: 'other', expires_on: undefined },
  })
  // The fields are checked first (a mistyped date is said on its field); the files then go.
  const choose = (files: File[]) =>
    void form.handleSubmit((settings) => uploads.start(files, settings))()

  return (
    <Fieldset legend={t.upload} variant="filled" radius="md">
      <Stack gap="md">
        <Group grow align="flex-start" preventGrowOverflow={false}>
          <Controller
            control={form.control}
            name="kind"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                name={field.name}
                label={t.kind}
                data={ATTACHMENT_KINDS.map((kind) => ({ value: kind, label: t[`kind_${kind}`] }))}
                value={field.value ?? 'other'}
                onChange={(value) => field.onChange((value ?? 'other') as AttachmentKind)}
                onBlur={field.onBlur}
                allowDeselect={false}
                error={fieldState.error?.message}
              />
            )}
          />
          <DatesInLanguage>
            <DayField
              control={form.control}
              name="expires_on"
              label={t.expiresOn}
              description={t.expiresOnDescription({ days: DOCUMENT_EXPIRY_NOTICE_DAYS })}
              clearable
              clearButtonProps={{ 'aria-label': t.clearExpiry }}
            />
          </DatesInLanguage>
        </Group>
        <FileDropArea
          label={t.chooseFiles}
          dropLabel={t.dropFiles}
          inputLabel={t.fileInput}
          hint={t.fileHint({ size: format.number(megabytes(ATTACHMENT_MOST_BYTES)) })}
          icon={<IconFileUpload size={32} stroke={1.5} aria-hidden />}
          multiple
          onFiles={choose}
        />
        <UploadList rows={uploads.rows} onDismiss={uploads.dismiss} />
      </Stack>
    </Fieldset>
  )
}
