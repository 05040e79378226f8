import { useRef, useState } from 'react'
import { ATTACHMENT_MOST_BYTES, UploadAttachmentBody, type z } from '../../../interface'
import type { UploadProgress } from '../../../lib/api-upload'
import { useUploadDocument } from './api'

/** One chosen file on its way: sent so far, uploaded, or refused (too large, or by the server). */
export type UploadRow = UploadProgress & {
  key: number
  name: string
  state: 'sending' | 'uploaded' | 'failed'
  /** Larger than a document may be: refused before sending. */
  tooLarge?: boolean
  /** Why the server refused it, or why no answer came. */
  error?: Error
}

/** What the files chosen together are: the upload form's fields, as the upload's body has them. */
export const UploadSettings = UploadAttachmentBody.pick({ kind: true, expires_on: true })
export type UploadSettings = z.infer<typeof UploadSettings>

/**
 * The files chosen on the Documents tab, each uploaded on its own (its own request and progress)
 * with the kind and expiry date set when it was chosen. One that fails keeps its row, saying why;
 * the others go on.
 */
export function useDocumentUploads(contractId: number) {
  const upload = useUploadDocument(contractId)
  const [rows, setRows] = useState<UploadRow[]>([])
  const nextKey = useRef(0)

  const update = (key: number, change: Partial<UploadRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)))

  const start = (files: File[], { kind = 'other', expires_on }: UploadSettings) => {
    const added = files.map((file) => {
      const tooLarge = file.size > ATTACHMENT_MOST_BYTES
      const row: UploadRow = {
        key: nextKey.current++,
        name: file.name,
        state: tooLarge ? 'failed' : 'sending',
        tooLarge,
        sent: 0,
        total: file.size,
      }
      return { file, row }
    })
    // The uploaded rows of the files chosen before give way; those still going or failed stay.
    setRows((current) => [
      ...current.filter((row) => row.state !== 'uploaded'),
      ...added.map(({ row }) => row),
    ])
    for (const { file, row } of added) {
      if (row.tooLarge) continue
      upload
        .mutateAsync({
          file,
          kind,
          expiresOn: expires_on,
          onProgress: (progress) => update(row.key, progress),
        })
        .then(
          () => update(row.key, { state: 'uploaded', sent: row.total }),
          (error: Error) => update(row.key, { state: 'failed', error }),
        )
    }
  }

  const dismiss = (key: number) => setRows((current) => current.filter((row) => row.key !== key))
  return { rows, start, dismiss }
}
