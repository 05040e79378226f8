import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ImportAnswer, ImportRefused } from '../../../interface'
import { toApiError } from '../../../lib/api'
import { type UploadProgress, uploadApi } from '../../../lib/api-upload'
import { contractQueries } from '../api'

/** A CSV file to import; with `dryRun`, only checked: the answer says what it would do. */
export type ContractImport = {
  file: Blob
  dryRun: boolean
  onProgress?: (progress: UploadProgress) => void
  signal?: AbortSignal
}

/**
 * Sends the file as `text/csv`. A 422 that lists the file's errors (found as the rows were written;
 * nothing was) resolves like a dry run's answer with errors: the same shape, read the same way.
 */
async function importContracts({
  file,
  dryRun,
  onProgress,
  signal,
}: ContractImport): Promise<ImportAnswer> {
  const response = await uploadApi(
    '/contracts/import',
    { file, contentType: 'text/csv' },
    {
      query: { dry_run: dryRun ? '1' : undefined },
      onProgress,
      signal,
    },
  )
  const payload: unknown = await response.json().catch(() => null)
  if (response.ok) return payload as ImportAnswer
  const refused = response.status === 422 ? ImportRefused.safeParse(payload) : undefined
  if (refused?.success) return refused.data
  throw toApiError(response, payload)
}

/** Checks (dry run) or imports a CSV file of contracts; an import refreshes every contract read. */
export function useImportContracts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: importContracts,
    onSuccess: (answer, { dryRun }) => {
      if (dryRun || answer.errors.length > 0) return
      // The companies and consultants the file named may have been created with them.
      void queryClient.invalidateQueries({ queryKey: ['consultants'] })
      void queryClient.invalidateQueries({ queryKey: ['companies'] })
      return queryClient.invalidateQueries({ queryKey: contractQueries.all() })
    },
  })
}
