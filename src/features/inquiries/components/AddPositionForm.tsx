import { zodResolver } from '@hookform/resolvers/zod'
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

type Props = { orderId: number }

export function AddPositionForm({ orderId }: Props) {
  const navigate = useNavigate()
  const addPosition = useAddPosition(orderId)
  const form = useForm({
    resolver: zodResolver(AddPositionSchema),
    defaultValues: emptyPosition,
  })
  const draft = useFormDraft(form, `inquiries/${orderId}/positions/new`)
  const { errors, isSubmitting } = form.formState
  const control = form.control as unknown as Control<FieldValues>

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await addPosition.mutateAsync(body)
      draft.clear()
      notifications.show({ color: 'green', message: `“${body.title}” was added.` })
      await navigate({ to: '/inquiries/$orderId', params: { orderId } })
    } catch (error) {
      applyServerErrors(error, form.setError, fieldPaths(form.getValues()))
    }
  })

  return (
    <Paper withBorder radius="md" p="xl">
      <form onSubmit={onSubmit} noValidate aria-label="New position">
        <Stack gap="xl">
          {draft.restored && <DraftNotice onDiscard={draft.discard} />}
          <FormErrorAlert message={errors.root?.server?.message} />
          <FormSection
            title="Position"
            description="The role to fill, its terms and what a candidate must bring. It starts as pending."
          >
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
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Add position
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
