import { Group, Text, TextInput } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { CreateTermBody, type ContractRecord } from '../../../interface'
import { useFormat } from '../../../lib/format'
import { formResolver } from '../../../lib/form-resolver'
import { submitForm } from '../../../lib/form-submit'
import { useMessages } from '../../../lib/i18n'
import { useAddContractTerm } from '../api'
import { contractMessages } from '../messages'
import { NumberField, TERM_INPUTS } from '../components/NumberField'
import { DayField } from './DialogFields'
import { contractTermMessages } from './messages'
import { NO_DRAFT, TermDialog, TermDialogForm } from './TermDialog'
import { todayUtc } from '../../../lib/days'
import { RATE_FIELDS, rateBody, rateDefaults } from './term-form'

type Props = {
  contract: ContractRecord
  opened: boolean
  onClose: () => void
  /** After the term is saved and the contract read again. */
  onSaved: () => void
}

/** "Change rate from…": a new term of the contract from a day, with the reason for it. */
export function ChangeRateDialog({ contract, opened, onClose, onSaved }: Props) {
  const t = useMessages(contractTermMessages)
  return (
    <TermDialog
      title={t.changeRateTitle({ id: contract.the_contract_id })}
      opened={opened}
      onClose={onClose}
    >
      <ChangeRateForm contract={contract} onClose={onClose} onSaved={onSaved} />
    </TermDialog>
  )
}

function ChangeRateForm({ contract, onClose, onSaved }: Omit<Props, 'opened'>) {
  const t = useMessages(contractTermMessages)
  const c = useMessages(contractMessages)
  const format = useFormat()
  const addTerm = useAddContractTerm(contract.id)
  const form = useForm({
    resolver: formResolver(CreateTermBody),
    defaultValues: rateDefaults(contract, todayUtc()),
  })
  const onSubmit = submitForm({
    form,
    fields: RATE_FIELDS,
    draft: NO_DRAFT,
    save: (values) => addTerm.mutateAsync(rateBody(values)),
    notice: (_, term) =>
      t.rateChanged({ id: contract.the_contract_id, date: format.date(term.effective_from) }),
    then: () => {
      onClose()
      onSaved()
    },
  })

  return (
    <TermDialogForm
      form={form}
      onSubmit={onSubmit}
      label={t.changeRateTitle({ id: contract.the_contract_id })}
      submitLabel={t.saveRate}
      onCancel={onClose}
    >
      <Text size="sm">{t.changeRateText}</Text>
      <DayField
        control={form.control}
        name="effective_from"
        label={t.effectiveFrom}
        withAsterisk
        data-autofocus
      />
      <Group grow align="flex-start">
        <NumberField
          control={form.control}
          name="client_price"
          {...TERM_INPUTS.client_price}
          label={c.clientPrice}
        />
        <NumberField
          control={form.control}
          name="vendor_price"
          {...TERM_INPUTS.vendor_price}
          label={c.vendorPrice}
        />
      </Group>
      <Group grow align="flex-start">
        <NumberField
          control={form.control}
          name="allocation"
          {...TERM_INPUTS.allocation}
          label={c.allocation}
        />
        <NumberField
          control={form.control}
          name="max_hours"
          {...TERM_INPUTS.max_hours}
          label={c.maxHours}
        />
      </Group>
      <TextInput
        label={t.reason}
        placeholder={t.reasonPlaceholder}
        withAsterisk
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
    </TermDialogForm>
  )
}
