import { useCallback, useEffect, useRef, useState } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import { getSessionUserId } from './session'

const PREFIX = 'staffing.draft'

/** Passwords never touch storage. */
const isSecret = (field: string) => /password/i.test(field)

function storageKey(page: string): string | null {
  const userId = getSessionUserId()
  return userId === null ? null : `${PREFIX}:${userId}:${page}`
}

export function readDraft(page: string): Record<string, unknown> | null {
  const key = storageKey(page)
  if (!key) return null
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null')
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export function clearDraft(page: string): void {
  const key = storageKey(page)
  if (key) localStorage.removeItem(key)
}

/**
 * Keeps what a person typed into a form in localStorage (per user and page) so that a reload or a
 * sign-in after an expired session gives it back. Only fields that differ from the form's defaults
 * are kept, and restored fields count as changed, so an edit form still sends them.
 */
export function useFormDraft<T extends FieldValues, Context, Output>(
  form: UseFormReturn<T, Context, Output>,
  page: string,
) {
  const [savedDraft] = useState(() => {
    const draft = readDraft(page)
    return draft && Object.keys(draft).length > 0 ? draft : null
  })
  const [restored, setRestored] = useState(savedDraft !== null)
  const restoring = useRef(false)

  useEffect(() => {
    if (!savedDraft) return
    restoring.current = true
    for (const [field, value] of Object.entries(savedDraft)) {
      if (isSecret(field)) continue
      form.setValue(field as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true })
    }
    restoring.current = false
  }, [form, savedDraft])

  useEffect(() => {
    const subscription = form.watch((values) => {
      if (restoring.current) return
      const defaults = (form.formState.defaultValues ?? {}) as Record<string, unknown>
      const changed: Record<string, unknown> = {}
      for (const [field, value] of Object.entries(values)) {
        if (isSecret(field)) continue
        if (JSON.stringify(value ?? '') !== JSON.stringify(defaults[field] ?? '')) {
          changed[field] = value
        }
      }
      const key = storageKey(page)
      if (!key) return
      if (Object.keys(changed).length === 0) localStorage.removeItem(key)
      else localStorage.setItem(key, JSON.stringify(changed))
    })
    return () => subscription.unsubscribe()
  }, [form, page])

  const discard = useCallback(() => {
    clearDraft(page)
    form.reset()
    setRestored(false)
  }, [form, page])

  const clear = useCallback(() => {
    clearDraft(page)
    setRestored(false)
  }, [page])

  return { restored, discard, clear }
}

/** On a deliberate sign-out nothing typed should outlive the session on a shared computer. */
export function clearAllDrafts(): void {
  const userId = getSessionUserId()
  if (userId === null) return
  const ownPrefix = `${PREFIX}:${userId}:`
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(ownPrefix)) localStorage.removeItem(key)
  }
}
