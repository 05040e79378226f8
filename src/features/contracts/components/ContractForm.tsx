import { formResolver } from '../../../lib/form-resolver'
import { Button, Divider, Group, Paper, Stack } from '@mantine/core'
import { getHotkeyHandler } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { CreateContractBody, type ContractRecord } from '../../../interface'
import { useFormDraft } from '../../../lib/form-draft'
import { ApiError, type Tagged } from '../../../lib/api'
import { applyServerErrors } from '../../../lib/server-errors'
import { ConflictDialog, type Choices } from '../../../lib/ui/conflict/ConflictDialog'
import { conflictMessages } from '../../../lib/ui/conflict/messages'
import { DraftNotice } from '../../../lib/ui/DraftNotice'
import { FormErrorAlert } from '../../../lib/ui/FormErrorAlert'
import { useCreateContract, useEditContract } from '../api'
import {
  ContractFormSchema,
  changedContractFields,
  contractToFormValues,
  emptyContract,
  toCreateBody,
} from '../form-values'
import { COMPANIONS, contractConflictRows } from '../conflict'
import { rememberedListSearch } from '../list-memory'
import { ContactsFields } from './ContactsFields'
import { LeaveGuard } from './LeaveGuard'
import { PartiesFields } from './PartiesFields'
import { PricingFields } from './PricingFields'
import { TermsFields } from './TermsFields'
import { useConfirmTerminate } from './useConfirmTerminate'
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'

/** Every name a 422 may use; a nested one (`consult_skills.2`) lands on its closest field. */
const FIELDS = [
  ...Object.keys(CreateContractBody.shape),
  'selected_consultant.id',
  'selected_consultant.name',
  'selected_consultant.title',
]

type Props = {
  /** The contract being edited, with its ETag; none for a new one. */
  contract?: Tagged<ContractRecord>
}

/** Someone saved the contract first: their version, and the server's sentence saying who. */
type Conflict = { current: Tagged<ContractRecord>; message: string }

export function ContractForm({ contract: opened }: Props) {
  const t = useMessages(contractMessages)
  const conflictWords = useMessages(conflictMessages)
  // The version the form stands on: the one opened, or theirs once a conflict is settled.
  const [base, setBase] = useState(opened)
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const contract = base?.record
  const navigate = useNavigate()
  const createContract = useCreateContract()
  const editContract = useEditContract(contract?.id ?? 0)
  const form = useForm({
    resolver: formResolver(ContractFormSchema),
    defaultValues: contract ? contractToFormValues(contract) : emptyContract,
  })
  const draft = useFormDraft(form, contract ? `contracts/${contract.id}/edit` : 'contracts/new')
  const { errors, isSubmitting, isDirty } = form.formState

  // Saved or terminated: nothing is lost by leaving, so the leave guard is not asked.
  const backToList = () =>
    navigate({ to: '/contracts', search: rememberedListSearch(), ignoreBlocker: true })
  const confirmTerminate = useConfirmTerminate(() => {
    draft.clear()
    void backToList()
  })

  /** Saves against `etag`: the version the person's changes stand on. */
  const submitOn = (etag: string | undefined) =>
    form.handleSubmit(async (values) => {
      try {
        if (contract) {
          const changes = changedContractFields(values, form.formState.dirtyFields)
          if (Object.keys(changes).length > 0)
            await editContract.mutateAsync({ body: changes, etag: etag ?? '' })
          notifications.show({
            color: 'green',
            message: t.updated({ id: contract.the_contract_id }),
          })
        } else {
          const created = await createContract.mutateAsync(toCreateBody(values))
          notifications.show({
            color: 'green',
            message: t.created({ id: created.the_contract_id }),
          })
        }
        draft.clear()
        await backToList()
      } catch (error) {
        if (error instanceof ApiError && error.status === 412 && error.current) {
          setConflict({
            current: error.current as Tagged<ContractRecord>,
            message: error.message,
          })
          return
        }
        applyServerErrors(error, form.setError, FIELDS)
      }
    })
  const onSubmit = submitOn(base?.etag)

  /** Their version becomes the form's base; the fields chosen as "yours" are put back on it. */
  const settle = (choices: Choices) => {
    if (!conflict) return
    const yours = form.getValues()
    const kept = Object.entries(choices).filter(([, side]) => side === 'yours')
    form.reset(contractToFormValues(conflict.current.record))
    for (const [field] of kept)
      for (const name of [
        field,
        ...(COMPANIONS[field as keyof typeof yours] ?? []),
      ] as (keyof typeof yours)[])
        form.setValue(name, yours[name], { shouldDirty: true })
    setBase(conflict.current)
    setConflict(null)
    if (kept.length > 0) void submitOn(conflict.current.etag)()
    else notifications.show({ color: 'blue', message: conflictWords.takenTheirs })
  }

  return (
    <Paper withBorder radius="md" p="xl">
      <LeaveGuard shouldAsk={() => form.formState.isDirty} onLeave={draft.clear} />
      {conflict && base && (
        <ConflictDialog
          message={conflict.message}
          rows={contractConflictRows(
            contractToFormValues(base.record),
            form.getValues(),
            contractToFormValues(conflict.current.record),
            t,
          )}
          onResolve={settle}
          onClose={() => setConflict(null)}
        />
      )}
      <form
        onSubmit={onSubmit}
        onKeyDown={getHotkeyHandler([['mod+Enter', () => void onSubmit()]])}
        noValidate
        aria-label={contract ? t.editContract({ id: contract.the_contract_id }) : t.newContract}
      >
        <Stack gap="xl">
          {draft.restored && <DraftNotice onDiscard={draft.discard} />}
          <FormErrorAlert message={errors.root?.server?.message} />
          <PartiesFields form={form} isNew={!contract} />
          <Divider />
          <TermsFields form={form} />
          <Divider />
          <PricingFields form={form} />
          <Divider />
          <ContactsFields form={form} />
          <Group justify="space-between">
            {contract ? (
              <Button
                variant="subtle"
                color="red"
                onClick={() => confirmTerminate(contract, base!.etag)}
              >
                {t.terminateButton}
              </Button>
            ) : (
              <span />
            )}
            <Group>
              <Button variant="default" renderRoot={(props) => <Link {...props} to="/contracts" />}>
                {t.cancel}
              </Button>
              <Button type="submit" loading={isSubmitting} disabled={!!contract && !isDirty}>
                {contract ? t.save : t.create}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
