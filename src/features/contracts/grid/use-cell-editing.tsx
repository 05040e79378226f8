import { useHotkeys } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { ContractList, ContractRecord, EditContractInput } from '../../../interface'
import { ApiError, type Tagged } from '../../../lib/api'
import { messagesNow, useMessages } from '../../../lib/i18n'
import { translateSentence } from '../../../lib/i18n/validation'
import { closestField } from '../../../lib/server-errors'
import { type Choices, ConflictDialog } from '../../../lib/ui/conflict/ConflictDialog'
import { commonMessages } from '../../../lib/ui/messages'
import { contractQueries, editContract } from '../api'
import { CONTRACT_HEADERS } from '../components/contract-columns'
import { UNDO_MS, showUndoNotice } from '../components/useUndoTerminate'
import { COMPANIONS, contractConflictRows } from '../conflict'
import { type ContractFormValues, contractToFormValues } from '../form-values'
import { contractMessages } from '../messages'
import {
  type CellDraft,
  EDITABLE_CELLS,
  type EditableColumn,
  checkCell,
  undoBody,
} from './cell-edit'
import { contractCellMessages } from './messages'

/** The cell being edited: its contract as the row shows it. */
export type EditingCell = { contract: ContractRecord; column: EditableColumn }

/** What a save came to: done (the editor closes), or errors on the cell's fields (it stays). */
export type CellSaveResult =
  | { done: true }
  | { done: false; errors: Partial<Record<keyof ContractFormValues | 'cell', string>> }

type Conflict = {
  column: EditableColumn
  base: Tagged<ContractRecord>
  yours: CellDraft
  current: Tagged<ContractRecord>
  message: string
}

type LastEdit = {
  column: EditableColumn
  /** The contract as it was before the edit: what the undo puts back. */
  before: ContractRecord
  body: EditContractInput
  /** The version the edit made: the undo is refused if anyone wrote after it. */
  etag: string
  at: number
}

/**
 * Editing the contracts table's cells in place: one cell at a time, saved with `If-Match` on the
 * version read when the edit began (a 412 opens the conflict dialog), checked first by the editor's
 * own rules. The last edit can be undone (Ctrl+Z, or its notice's Undo) for ten seconds.
 */
export function useCellEditing() {
  const t = useMessages(contractCellMessages)
  const labels = useMessages(contractMessages)
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<EditingCell | null>(null)
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const base = useRef<Promise<Tagged<ContractRecord>> | null>(null)
  const last = useRef<LastEdit | null>(null)
  const edit = useMutation({ mutationFn: editContract })

  const readNow = (id: number) =>
    queryClient.fetchQuery({ ...contractQueries.detail(id), staleTime: 0 })
  const fieldLabel = (column: EditableColumn) => labels[CONTRACT_HEADERS[column].label]

  /**
   * The contract as it is now on every list page that shows it at once; the lists (their order,
   * their filters, the sums) are read again behind it.
   */
  const showSaved = (record: ContractRecord) => {
    // (Under the lists' key also live their summaries and groups: only pages of rows are touched.)
    queryClient.setQueriesData<ContractList>({ queryKey: contractQueries.lists() }, (list) =>
      list?.contracts
        ? {
            ...list,
            contracts: list.contracts.map((row) => (row.id === record.id ? record : row)),
          }
        : list,
    )
    void queryClient.invalidateQueries({ queryKey: contractQueries.all() })
  }

  const start = (contract: ContractRecord, column: EditableColumn) => {
    // One cell at a time: an editor left open keeps what was typed, and takes the focus back.
    const open = document.querySelector<HTMLElement>('[data-cell-editor] :is(input, select)')
    if (editing && open) return open.focus()
    const read = readNow(contract.id)
    read.catch(() => undefined) // a failed read is met again by the save
    base.current = read
    setEditing({ contract, column })
  }

  const undo = async () => {
    const edited = last.current
    if (!edited || Date.now() - edited.at > UNDO_MS) return
    last.current = null
    notifications.hide(`cell-${edited.at}`)
    const { before } = edited
    const field = fieldLabel(edited.column)
    const id = before.the_contract_id
    try {
      await edit.mutateAsync({
        id: before.id,
        body: undoBody(before, edited.body),
        etag: edited.etag,
      })
      showSaved((await readNow(before.id)).record)
      notifications.show({ color: 'blue', message: t.undone({ id, field }) })
    } catch (error) {
      const changed = error instanceof ApiError && error.status === 412
      notifications.show({
        color: 'red',
        title: t.undoFailed,
        message: changed ? t.changedSince : (error as Error).message,
      })
    }
  }

  /** A save done: the contract shown as it is now, and its undo offered. */
  const saved = async (column: EditableColumn, before: ContractRecord, body: EditContractInput) => {
    const now = await readNow(before.id)
    showSaved(now.record)
    const at = Date.now()
    last.current = { column, before, body, etag: now.etag, at }
    showUndoNotice({
      id: `cell-${at}`,
      message: t.saved({ id: now.record.the_contract_id, field: fieldLabel(column) }),
      undoLabel: labels.undo,
      onUndo: () => void undo(),
    })
  }

  /** Sends the cell's draft on `opened`; a 412 opens the dialog, a 422 lands on the cell. */
  const send = async (
    column: EditableColumn,
    opened: Tagged<ContractRecord>,
    draft: CellDraft,
  ): Promise<CellSaveResult> => {
    const check = checkCell(opened.record, column, draft)
    if (!check.ok) return { done: false, errors: check.errors }
    if (Object.keys(check.body).length === 0) return { done: true }
    try {
      await edit.mutateAsync({ id: opened.record.id, body: check.body, etag: opened.etag })
    } catch (error) {
      if (error instanceof ApiError && error.status === 412 && error.current) {
        setConflict({
          column,
          base: opened,
          yours: draft,
          current: error.current as Tagged<ContractRecord>,
          message: error.message,
        })
        return { done: false, errors: {} }
      }
      return { done: false, errors: errorsOn(column, error) }
    }
    await saved(column, opened.record, check.body)
    return { done: true }
  }

  /** Saves the cell being edited: checked, then sent on the version read when the edit began. */
  const save = async (draft: CellDraft): Promise<CellSaveResult> => {
    if (!editing) return { done: true }
    const { contract, column } = editing
    // Checked first against the row the person saw: what they did not change is never sent, even
    // where the version read since differs (that would put the row's older value back).
    const check = checkCell(contract, column, draft)
    if (!check.ok) return { done: false, errors: check.errors }
    if (Object.keys(check.body).length === 0) {
      setEditing(null)
      return { done: true }
    }
    let opened: Tagged<ContractRecord>
    try {
      opened = await (base.current ?? readNow(contract.id))
    } catch (error) {
      return { done: false, errors: errorsOn(column, error) }
    }
    const result = await send(column, opened, draft)
    if (result.done) setEditing(null)
    return result
  }

  /** The person's choices: their fields kept are saved on the other's version, or nothing is. */
  const resolve = (choices: Choices) => {
    if (!conflict) return
    const { column, current, yours } = conflict
    setConflict(null)
    const kept = Object.entries(choices)
      .filter(([, side]) => side === 'yours')
      .flatMap(([field]) => [field, ...(COMPANIONS[field as keyof ContractFormValues] ?? [])])
    const draft = Object.fromEntries(
      Object.entries(yours).filter(([field]) => kept.includes(field)),
    ) as CellDraft
    if (Object.keys(draft).length === 0) {
      setEditing(null)
      showSaved(current.record)
      notifications.show({ color: 'blue', message: t.takenTheirs })
      return
    }
    void send(column, current, draft).then((result) => {
      if (result.done) setEditing(null)
      else if (Object.keys(result.errors).length > 0)
        notifications.show({ color: 'red', message: Object.values(result.errors).join(' ') })
    })
  }

  useHotkeys([['mod+Z', () => void undo()]])

  const dialog = conflict && (
    <ConflictDialog
      message={conflict.message}
      rows={contractConflictRows(
        contractToFormValues(conflict.base.record),
        { ...contractToFormValues(conflict.base.record), ...conflict.yours },
        contractToFormValues(conflict.current.record),
        labels,
      )}
      onResolve={resolve}
      onClose={() => setConflict(null)}
    />
  )

  return { editing, start, save, cancel: () => setEditing(null), dialog }
}

/** A refused save's sentences on the cell's fields; what names none of them, on the cell. */
function errorsOn(column: EditableColumn, error: unknown): Partial<Record<string, string>> {
  if (!(error instanceof ApiError)) return { cell: messagesNow(commonMessages).somethingWentWrong }
  const fields: readonly string[] = EDITABLE_CELLS[column]
  const errors: Record<string, string> = {}
  for (const [key, sentences] of Object.entries(error.errors)) {
    const field = closestField(key, fields) ?? 'cell'
    errors[field] = [errors[field], ...sentences.map(translateSentence)].filter(Boolean).join(' ')
  }
  if (Object.keys(errors).length === 0) errors.cell = error.message
  return errors
}
