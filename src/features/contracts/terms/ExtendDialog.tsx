import { Fieldset, Group, Text, TextInput } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { type ContractRecord, ExtendContractBody } from '../../../interface'
import { useFormat } from '../../../lib/format'
import { formResolver } from '../../../lib/form-resolver'
import { submitForm } from '../../../lib/form-submit'
import { useMessages } from '../../../lib/i18n'
import { useExtendContract } from '../api'
import { contractMessages } from '../messages'
import { NumberField, TERM_INPUTS } from '../components/NumberField'
import { DayField } from './DialogFields'
import { contractTermMessages } from './messages'
import { NO_DRAFT, TermDialog, TermDialogForm } from './TermDialog'
import { todayUtc } from '../../../lib/days'
import { EXTEND_FIELDS, extendBody, extendDefaults } from './term-form'

type Props = {
  contract: ContractRecord
  opened: boolean
  onClose: () => void
  /** After the contract is extended and read again. */
  onSaved: () => void
}

/** "Extend…": a later end, the reason, and new prices or allocation from the day after the old end. */
export function ExtendDialog({ contract, opened, onClose, onSaved }: Props) {
  const t = useMessages(contractTermMessages)
  return (
    <TermDialog
      title={t.extendTitle({ id: contract.the_contract_id })}
      opened={opened}
      onClose={onClose}
    >
      <ExtendForm contract={contract} onClose={onClose} onSaved={onSaved} />
    </TermDialog>
  )
}

function ExtendForm({ contract, onClose, onSaved }: Omit<Props, 'opened'>) {
  const t = useMessages(contractTermMessages)
  const c = useMessages(contractMessages)
  const format = useFormat()
  const extend = useExtendContract(contract.id)
  const form = useForm({
    resolver: formResolver(ExtendContractBody),
    defaultValues: extendDefaults(contract, todayUtc()),
  })
  const onSubmit = submitForm({
    form,
    fields: EXTEND_FIELDS,
    draft: NO_DRAFT,
    save: (values) => extend.mutateAsync(extendBody(values)),
    notice: (_, extended) =>
      t.extended({
        id: contract.the_contract_id,
        date: extended.contract_end ? format.date(extended.contract_end) : c.openEnded,
      }),
    then: () => {
      onClose()
      onSaved()
    },
  })

  return (
    <TermDialogForm
      form={form}
      onSubmit={onSubmit}
      label={t.extendTitle({ id: contract.the_contract_id })}
      submitLabel={t.saveExtend}
      onCancel={onClose}
    >
      {contract.contract_end && (
        <Text size="sm">{t.extendText({ date: format.date(contract.contract_end) })}</Text>
      )}
      <DayField
        control={form.control}
        name="contract_end"
        label={t.newEndDate}
        withAsterisk
        data-autofocus
      />
      <TextInput
        label={t.reason}
        withAsterisk
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <Fieldset legend={t.newTermsOptional} variant="unstyled">
        <Text size="xs" c="dimmed" mb="xs">
          {t.newTermsDescription}
        </Text>
        <Group grow align="flex-start">
          <NumberField
            control={form.control}
            name="client_price"
            {...TERM_INPUTS.client_price}
            label={c.clientPrice}
            placeholder={t.unchanged}
          />
          <NumberField
            control={form.control}
            name="vendor_price"
            {...TERM_INPUTS.vendor_price}
            label={c.vendorPrice}
            placeholder={t.unchanged}
          />
          <NumberField
            control={form.control}
            name="allocation"
            {...TERM_INPUTS.allocation}
            label={c.allocation}
            placeholder={t.unchanged}
          />
        </Group>
      </Fieldset>
    </TermDialogForm>
  )
}
