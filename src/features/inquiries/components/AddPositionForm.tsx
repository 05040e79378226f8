import { formResolver } from '../../../lib/form-resolver'
import { Link, useNavigate } from '@tanstack/react-router'
import { type Control, type FieldValues, useForm } from 'react-hook-form'
import { useFormDraft } from '../../../lib/form-draft'
import { fieldPaths } from '../../../lib/form-paths'
import { submitForm } from '../../../lib/form-submit'
import { FormSection } from '../../../lib/ui/FormSection'
import { FormShell } from '../../../lib/ui/form/FormShell'
import { useAddPosition } from '../api'
import { AddPositionForm as AddPositionSchema, emptyPosition } from '../position-form'
import { PositionDetails, PositionEssentials } from './PositionFields'
import { useMessages } from '../../../lib/i18n'
import { inquiryMessages } from '../messages'

type Props = { orderId: number }

export function AddPositionForm({ orderId }: Props) {
  const t = useMessages(inquiryMessages)
  const navigate = useNavigate()
  const addPosition = useAddPosition(orderId)
  const form = useForm({
    resolver: formResolver(AddPositionSchema),
    defaultValues: emptyPosition,
  })
  const draft = useFormDraft(form, `inquiries/${orderId}/positions/new`)
  const control = form.control as unknown as Control<FieldValues>

  const onSubmit = submitForm({
    form,
    fields: fieldPaths,
    draft,
    save: (body) => addPosition.mutateAsync(body),
    notice: (body) => t.addedNotice({ title: body.title }),
    then: () => navigate({ to: '/inquiries/$orderId', params: { orderId } }),
  })

  return (
    <FormShell
      form={form}
      draft={draft}
      onSubmit={onSubmit}
      label={t.newPositionForm}
      submitLabel={t.addPosition}
      cancel={(props) => <Link {...props} to="/inquiries/$orderId" params={{ orderId }} />}
    >
      <FormSection title={t.positionSection} description={t.positionSectionDescription}>
        <PositionEssentials control={control} prefix="" />
        <PositionDetails control={control} prefix="" complete />
      </FormSection>
    </FormShell>
  )
}
