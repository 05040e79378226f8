import { useEffect, useRef, useState } from 'react'
import { IMPORT_MOST_BYTES, type ImportAnswer } from '../../../interface'
import type { UploadProgress } from '../../../lib/api-upload'
import { useImportContracts } from './api'

/** Where the file is: being sent (its bytes), then checked or written on the server. */
export type ImportStage = { dryRun: boolean } & UploadProgress

/**
 * The import dialog's file and its two requests: as soon as a file is chosen it is sent as a dry
 * run; `confirm` sends the same file to be imported. A failed request keeps the file for `retry`.
 */
export function useContractImport(onImported: (answer: ImportAnswer) => void) {
  const [file, setFile] = useState<File | null>(null)
  const [tooLarge, setTooLarge] = useState(false)
  const [stage, setStage] = useState<ImportStage | null>(null)
  const check = useImportContracts()
  const write = useImportContracts()
  const sending = useRef<{ controller: AbortController; dryRun: boolean } | null>(null)

  // The dialog closed: a check still going is not wanted any more. An import is let finish (the
  // server may be writing it already), and the mutation refreshes the list when it has.
  useEffect(
    () => () => {
      if (sending.current?.dryRun) sending.current.controller.abort()
    },
    [],
  )

  const send = (chosen: File, dryRun: boolean) => {
    sending.current?.controller.abort()
    const controller = new AbortController()
    const current = (sending.current = { controller, dryRun })
    const mutation = dryRun ? check : write
    setStage({ dryRun, sent: 0, total: chosen.size })
    mutation.mutate(
      {
        file: chosen,
        dryRun,
        signal: controller.signal,
        onProgress: (progress) => !controller.signal.aborted && setStage({ dryRun, ...progress }),
      },
      {
        onSuccess: (answer) => !dryRun && answer.errors.length === 0 && onImported(answer),
        onSettled: () => sending.current === current && setStage(null),
      },
    )
  }

  const choose = (chosen: File) => {
    sending.current?.controller.abort()
    setStage(null)
    check.reset()
    write.reset()
    setFile(chosen)
    // The server refuses it too (413), but only after the whole file has been sent.
    const over = chosen.size > IMPORT_MOST_BYTES
    setTooLarge(over)
    if (!over) send(chosen, true)
  }

  // A refusal at write time (422) lists its errors as the dry run does, and takes its place.
  const answer = write.data?.errors.length ? write.data : check.data
  return {
    file,
    tooLarge,
    stage,
    answer,
    refused: !!write.data?.errors.length,
    /** Why the last request failed (the server's message, or no answer at all); the file stays. */
    error: write.error ?? check.error,
    choose,
    /** Sends the checked file to be imported. */
    confirm: () => file && send(file, false),
    /** Checks the file again, after the check failed. */
    retry: () => file && send(file, true),
  }
}
