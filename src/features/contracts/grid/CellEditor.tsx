import { Group, Loader, NativeSelect, Text, TextInput } from '@mantine/core'
import { type KeyboardEvent, Suspense, lazy, useRef, useState } from 'react'
import { CONTRACT_STATUSES, type ContractRecord } from '../../../interface'
import { useMessages } from '../../../lib/i18n'
import { CONTRACT_HEADERS } from '../components/contract-columns'
import { ConsultantPicker } from '../components/ConsultantPicker'
import type { ContractFormValues } from '../form-values'
import { contractMessages } from '../messages'
import { type CellDraft, type EditableColumn, cellDraftOf } from './cell-edit'
import { contractCellMessages } from './messages'
import classes from './CellEditor.module.css'
import type { CellSaveResult } from './use-cell-editing'

const PeriodFields = lazy(() => import('./PeriodFields'))

/** Where the focus goes once the cell is saved or let go: this cell, or the one before or after. */
export type CellMove = -1 | 0 | 1

type Props = {
  contract: ContractRecord
  column: EditableColumn
  onSave: (draft: CellDraft) => Promise<CellSaveResult>
  /** The editor is done (saved, or let go with Esc): its cell, and where the focus goes. */
  onClose: (cell: HTMLElement | null, move: CellMove) => void
}

type Errors = Extract<CellSaveResult, { done: false }>['errors']

/**
 * One cell's editor, in the cell: Enter saves, Tab saves and moves on (Shift+Tab back), Esc lets
 * go. What was typed stays while a save is refused, its reason on the field.
 */
export function CellEditor({ contract, column, onSave, onClose }: Props) {
  const t = useMessages(contractMessages)
  const c = useMessages(contractCellMessages)
  const [draft, setDraft] = useState<CellDraft>(() => cellDraftOf(contract, column))
  const [errors, setErrors] = useState<Errors>({})
  const [saving, setSaving] = useState(false)
  const id = contract.the_contract_id
  const label = c.editing({ field: t[CONTRACT_HEADERS[column].label], id })
  const set = (values: CellDraft) => setDraft((now) => ({ ...now, ...values }))
  const root = useRef<HTMLDivElement>(null)
  const close = (move: CellMove) => onClose(root.current?.closest('td') ?? null, move)

  const commit = async (move: CellMove, values: CellDraft = draft) => {
    if (saving) return
    setSaving(true)
    const result = await onSave(values)
    setSaving(false)
    if (result.done) close(move)
    else setErrors(result.errors)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement
    // The keys are the editor's: the table's own (arrows, letters) wait until it closes.
    event.stopPropagation()
    // An open list of options closes first (Mantine's own Esc and Enter).
    if (target.getAttribute('aria-expanded') === 'true') return
    const inputs = [...event.currentTarget.querySelectorAll<HTMLElement>('input, select')]
    if (event.key === 'Escape') {
      event.preventDefault()
      close(0)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      void commit(0)
    } else if (event.key === 'Tab') {
      // Between the period's two dates, Tab moves as it always does.
      const edge = event.shiftKey ? inputs[0] : inputs.at(-1)
      if (target !== edge) return
      event.preventDefault()
      void commit(event.shiftKey ? -1 : 1)
    }
  }

  const error = (field: keyof ContractFormValues) => errors[field]

  return (
    <div ref={root} data-cell-editor onKeyDown={onKeyDown} className={classes.editor}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        {column === 'status' && (
          <NativeSelect
            size="xs"
            autoFocus
            aria-label={label}
            value={draft.status}
            onChange={(event) =>
              set({ status: event.currentTarget.value as ContractFormValues['status'] })
            }
            data={CONTRACT_STATUSES.map((status) => ({
              value: status,
              label: t[`status_${status.replace(' ', '_')}` as keyof typeof t] as string,
            }))}
            error={error('status')}
          />
        )}
        {column === 'period' && (
          <Suspense fallback={<Loader size={14} aria-label={c.loadingDates} />}>
            <PeriodFields
              start={draft.contract_start}
              end={draft.contract_end}
              onStart={(day) => set({ contract_start: day })}
              onEnd={(day) => set({ contract_end: day })}
              labels={{
                start: c.start({ id }),
                end: c.end({ id }),
                placeholder: t.datePlaceholder,
              }}
              errors={{
                start: error('contract_start'),
                end: error('contract_end') ?? error('is_infinite'),
              }}
            />
          </Suspense>
        )}
        {(column === 'client_price' || column === 'vendor_price' || column === 'allocation') && (
          <TextInput
            size="xs"
            autoFocus
            inputMode="decimal"
            aria-label={label}
            value={String(draft[column] ?? '')}
            onChange={(event) => set({ [column]: event.currentTarget.value.trim() || undefined })}
            onFocus={(event) => event.currentTarget.select()}
            error={error(column)}
            miw={90}
          />
        )}
        {column === 'consultant' && (
          <ConsultantPicker
            size="xs"
            autoFocus
            clearable
            aria-label={label}
            placeholder={t.searchConsultants}
            value={draft.selected_consultant}
            onChange={(consultant) => {
              // A pick is the edit: saved at once, as a pick from a list is done.
              const values: CellDraft = {
                consultant_mode: consultant ? 'existing' : 'none',
                selected_consultant: consultant,
              }
              set(values)
              void commit(0, { ...draft, ...values })
            }}
            error={error('selected_consultant') ?? error('consultant_mode')}
            miw={200}
          />
        )}
        {saving && <Loader size={14} aria-label={c.saving} />}
      </Group>
      {errors.cell && (
        <Text size="xs" c="var(--mantine-color-error)" role="alert">
          {errors.cell}
        </Text>
      )}
    </div>
  )
}
