import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Divider, Group, Paper, Stack } from '@mantine/core'
import { getHotkeyHandler } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { Link, useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { CreateContractBody, type ContractRecord } from '../../../interface'
import { useFormDraft } from '../../../lib/form-draft'
import { applyServerErrors } from '../../../lib/server-errors'
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
import { rememberedListSearch } from '../list-memory'
import { ContactsFields } from './ContactsFields'
import { LeaveGuard } from './LeaveGuard'
import { PartiesFields } from './PartiesFields'
import { PricingFields } from './PricingFields'
import { TermsFields } from './TermsFields'
import { useConfirmTerminate } from './useConfirmTerminate'

/** Every name a 422 may use; a nested one (`consult_skills.2`) lands on its closest field. */
const FIELDS = [
  ...Object.keys(CreateContractBody.shape),
  'selected_consultant.id',
  'selected_consultant.name',
  'selected_consultant.title',
]

type Props = {
  /** The contract being edited; none for a new one. */
  contract?: ContractRecord
}

export function ContractForm({ contract }: Props) {
  const navigate = useNavigate()
  const createContract = useCreateContract()
  const editContract = useEditContract(contract?.id ?? 0)
  const form = useForm({
    resolver: zodResolver(ContractFormSchema),
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

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (contract) {
        const changes = changedContractFields(values, form.formState.dirtyFields)
        if (Object.keys(changes).length > 0) await editContract.mutateAsync(changes)
        notifications.show({ color: 'green', message: `${contract.the_contract_id} was updated.` })
      } else {
        const created = await createContract.mutateAsync(toCreateBody(values))
        notifications.show({ color: 'green', message: `${created.the_contract_id} was created.` })
      }
      draft.clear()
      await backToList()
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS)
    }
  })

  return (
    <Paper withBorder radius="md" p="xl">
      <LeaveGuard shouldAsk={() => form.formState.isDirty} onLeave={draft.clear} />
      <form
        onSubmit={onSubmit}
        onKeyDown={getHotkeyHandler([['mod+Enter', () => void onSubmit()]])}
        noValidate
        aria-label={contract ? `Edit ${contract.the_contract_id}` : 'New contract'}
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
              <Button variant="subtle" color="red" onClick={() => confirmTerminate(contract)}>
                Terminate contract
              </Button>
            ) : (
              <span />
            )}
            <Group>
              <Button variant="default" renderRoot={(props) => <Link {...props} to="/contracts" />}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting} disabled={!!contract && !isDirty}>
                {contract ? 'Save changes' : 'Create contract'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
