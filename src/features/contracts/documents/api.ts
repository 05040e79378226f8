import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Attachment, AttachmentKind } from '../../../interface'
import { ApiError, answerOf, api } from '../../../lib/api'
import { apiStream, readBody } from '../../../lib/api-stream'
import { type UploadProgress, uploadApi } from '../../../lib/api-upload'
import { saveFile } from '../../../lib/save-file'
import { contractQueries } from '../api'
import { contractHistoryQuery } from '../ContractHistory'

const documentsPath = (contractId: number) => `/contracts/id/${contractId}/attachments`

export const documentQueries = {
  /** Under the contract's own key: its writes, and the live feed's events of it, refresh it. */
  list: (contractId: number) =>
    queryOptions({
      queryKey: [...contractQueries.all(), 'documents', contractId] as const,
      queryFn: ({ signal }) =>
        api.get('/contracts/id/{id}/attachments', { path: { id: contractId }, signal }),
    }),
}

/** A document to upload, and what it is. */
export type DocumentUpload = {
  file: File
  kind: AttachmentKind
  /** YYYY-MM-DD, or undefined when it does not expire. */
  expiresOn?: string
  onProgress?: (progress: UploadProgress) => void
}

/** Sends the file as `multipart/form-data`; answers the document as listed, or an `ApiError`. */
async function uploadDocument(
  contractId: number,
  { file, kind, expiresOn, onProgress }: DocumentUpload,
): Promise<Attachment> {
  const form = new FormData()
  form.append('file', file, file.name)
  form.append('kind', kind)
  if (expiresOn) form.append('expires_on', expiresOn)
  return answerOf<Attachment>(await uploadApi(documentsPath(contractId), form, { onProgress }))
}

/** Writes of the contract's documents: its list and its history (which records them) are read again. */
function useDocumentWrite<Variables, Answer>(
  contractId: number,
  write: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentQueries.list(contractId).queryKey }),
        queryClient.invalidateQueries({ queryKey: contractHistoryQuery(contractId).queryKey }),
      ]),
  })
}

/** Uploads one document; each file is a call of its own (`mutateAsync`), with its own progress. */
export function useUploadDocument(contractId: number) {
  return useDocumentWrite(contractId, (upload: DocumentUpload) =>
    uploadDocument(contractId, upload),
  )
}

export function useDeleteDocument(contractId: number) {
  return useDocumentWrite(contractId, (document: Attachment) =>
    api.delete('/contracts/id/{id}/attachments/{attachmentId}', {
      path: { id: contractId, attachmentId: document.id },
    }),
  )
}

/**
 * Reads a document's bytes with the session's token (a plain link would carry none) and hands them
 * to the browser's downloads under the name the list gives it.
 */
export function useDownloadDocument(contractId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (document: Attachment) => {
      const response = await apiStream(`${documentsPath(contractId)}/${document.id}`)
      const parts = await readBody(response, () => {})
      saveFile(new Blob(parts, { type: document.content_type }), document.name)
    },
    // Deleted by someone else since the list was read: the list is read again without it.
    onError: (error) =>
      error instanceof ApiError && error.status === 404
        ? queryClient.invalidateQueries({ queryKey: documentQueries.list(contractId).queryKey })
        : undefined,
  })
}
