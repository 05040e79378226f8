import { formResolver } from '../../../lib/form-resolver'
import { Button, Group, Paper, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Link, useNavigate } from '@tanstack/react-router'
import { type Control, type FieldValues, useForm } from 'react-hook-form'
import { useFormDraft } from '../../../lib/form-draft'
import { fieldPaths } from '../../../lib/form-paths'
import { applyServerErrors } from '../../../lib/server-errors'
import { DraftNotice } from '../../../lib/ui/DraftNotice'
import { FormErrorAlert } from '../../../lib/ui/FormErrorAlert'
import { FormSection } from '../../../lib/ui/FormSection'
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
  const { errors, isSubmitting } = form.formState
  const control = form.control as unknown as Control<FieldValues>

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await addPosition.mutateAsync(body)
      draft.clear()
      notifications.show({ color: 'green', message: t.addedNotice({ title: body.title }) })
      await navigate({ to: '/inquiries/$orderId', params: { orderId } })
    } catch (error) {
      applyServerErrors(error, form.setError, fieldPaths(form.getValues()))
    }
  })

  return (
    <Paper withBorder radius="md" p="xl">
      <form onSubmit={onSubmit} noValidate aria-label={t.newPositionForm}>
        <Stack gap="xl">
          {draft.restored && <DraftNotice onDiscard={draft.discard} />}
          <FormErrorAlert message={errors.root?.server?.message} />
          <FormSection title={t.positionSection} description={t.positionSectionDescription}>
            <PositionEssentials control={control} prefix="" />
            <PositionDetails control={control} prefix="" complete />
          </FormSection>
          <Group justify="flex-end">
            <Button
              variant="default"
              renderRoot={(props) => (
                <Link {...props} to="/inquiries/$orderId" params={{ orderId }} />
              )}
            >
              {t.cancel}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t.addPosition}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
