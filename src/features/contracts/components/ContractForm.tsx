import { formResolver } from '../../../lib/form-resolver'
import { Button, Divider } from '@mantine/core'
import { Link, useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { CreateContractBody, type ContractRecord } from '../../../interface'
import { useFormDraft } from '../../../lib/form-draft'
import { submitForm } from '../../../lib/form-submit'
import type { Tagged } from '../../../lib/api'
import { ConflictDialog, type Choices } from '../../../lib/ui/conflict/ConflictDialog'
import { useConflict } from '../../../lib/ui/conflict/use-conflict'
import { FormShell } from '../../../lib/ui/form/FormShell'
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

export function ContractForm({ contract: opened }: Props) {
  const t = useMessages(contractMessages)
  const { base, conflict, caught, settle, dismiss } = useConflict(opened)
  const contract = base?.record
  const navigate = useNavigate()
  const createContract = useCreateContract()
  const editContract = useEditContract(contract?.id ?? 0)
  const form = useForm({
    resolver: formResolver(ContractFormSchema),
    defaultValues: contract ? contractToFormValues(contract) : emptyContract,
  })
  const draft = useFormDraft(form, contract ? `contracts/${contract.id}/edit` : 'contracts/new')
  // Saved or terminated: nothing is lost by leaving, so the leave guard is not asked.
  const backToList = () =>
    navigate({ to: '/contracts', search: rememberedListSearch(), ignoreBlocker: true })
  const confirmTerminate = useConfirmTerminate(() => {
    draft.clear()
    void backToList()
  })

  /** Saves against `etag`: the version the person's changes stand on. */
  const submitOn = (etag: string | undefined) =>
    submitForm({
      form,
      fields: FIELDS,
      draft,
      save: async (values) => {
        if (!contract)
          return (await createContract.mutateAsync(toCreateBody(values))).the_contract_id
        const changes = changedContractFields(values, form.formState.dirtyFields)
        if (Object.keys(changes).length > 0)
          await editContract.mutateAsync({ body: changes, etag: etag ?? '' })
        return contract.the_contract_id
      },
      notice: (_, id) => (contract ? t.updated({ id }) : t.created({ id })),
      then: backToList,
      refused: caught,
    })
  const onSubmit = submitOn(base?.etag)

  /** The fields chosen as "yours" (with their companions) are put back on their version. */
  const resolve = (choices: Choices) =>
    settle(
      (current) => {
        const yours = form.getValues()
        const kept = Object.entries(choices).filter(([, side]) => side === 'yours')
        form.reset(contractToFormValues(current))
        for (const [field] of kept)
          for (const name of [
            field,
            ...(COMPANIONS[field as keyof typeof yours] ?? []),
          ] as (keyof typeof yours)[])
            form.setValue(name, yours[name], { shouldDirty: true })
        return kept.length > 0
      },
      (etag) => void submitOn(etag)(),
    )

  // The four sections are memoized and each reads its own errors (useFormState): react-hook-form
  // draws this component again as it mounts (it marks itself ready in a layout effect, so inside
  // the commit that first shows the editor) and whenever the form turns dirty or submits, and each
  // time every field came with it.
  return (
    <FormShell
      form={form}
      draft={draft}
      onSubmit={onSubmit}
      submitOnModEnter
      label={contract ? t.editContract({ id: contract.the_contract_id }) : t.newContract}
      submitLabel={contract ? t.save : t.create}
      dirtyOnly={!!contract}
      cancel={(props) => <Link {...props} to="/contracts" />}
      danger={
        contract && (
          <Button
            variant="subtle"
            color="red"
            onClick={() => confirmTerminate(contract, base!.etag)}
          >
            {t.terminateButton}
          </Button>
        )
      }
      dialogs={
        <>
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
              onResolve={resolve}
              onClose={dismiss}
            />
          )}
        </>
      }
    >
      <PartiesFields form={form} isNew={!contract} />
      <Divider />
      <TermsFields form={form} />
      <Divider />
      <PricingFields form={form} contract={contract} />
      <Divider />
      <ContactsFields form={form} />
    </FormShell>
  )
}
