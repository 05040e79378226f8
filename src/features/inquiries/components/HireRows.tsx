import { ActionIcon, Button, Fieldset, Group, Stack, Text } from '@mantine/core'
import { IconChevronDown, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { type Control, type FieldValues, useFieldArray, useFormState } from 'react-hook-form'
import { emptyPosition } from '../position-form'
import { PositionDetails, PositionEssentials } from './PositionFields'
import { useMessages } from '../../../lib/i18n'
import { inquiryMessages } from '../messages'

type Props = { control: Control<FieldValues> }

/** The positions asked for with a new inquiry: at least one, each with a title and type. */
export function HireRows({ control }: Props) {
  const t = useMessages(inquiryMessages)
  const hires = useFieldArray({ control, name: 'hires' })
  const { errors } = useFormState({ control, name: 'hires' })
  const listError = errors.hires as { message?: string; root?: { message?: string } } | undefined
  const listMessage = listError?.message ?? listError?.root?.message

  return (
    <Stack gap="md">
      {listMessage && (
        <Text size="sm" c="red" role="alert">
          {listMessage}
        </Text>
      )}
      {hires.fields.map((row, index) => (
        <HireRow
          key={row.id}
          control={control}
          index={index}
          canRemove={hires.fields.length > 1}
          onRemove={() => hires.remove(index)}
        />
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() =>
            hires.append({ ...emptyPosition }, { focusName: `hires.${hires.fields.length}.title` })
          }
        >
          {t.addHire}
        </Button>
      </Group>
    </Stack>
  )
}

type RowProps = {
  control: Control<FieldValues>
  index: number
  canRemove: boolean
  onRemove: () => void
}

function HireRow({ control, index, canRemove, onRemove }: RowProps) {
  const t = useMessages(inquiryMessages)
  const [showDetails, setShowDetails] = useState(false)
  const { errors } = useFormState({ control, name: `hires.${index}` })
  const rowErrors = (errors.hires as Record<string, object | undefined> | undefined)?.[index]
  // An error on an optional field must never sit hidden in the collapsed part.
  const detailsHaveErrors =
    !!rowErrors && Object.keys(rowErrors).some((field) => field !== 'title' && field !== 'type')
  const opened = showDetails || detailsHaveErrors
  const prefix = `hires.${index}.`

  return (
    <Fieldset legend={t.hire({ number: index + 1 })} radius="md">
      <Stack gap="md">
        <PositionEssentials control={control} prefix={prefix} />
        {opened && <PositionDetails control={control} prefix={prefix} complete={false} />}
        <Group justify="space-between">
          <Button
            variant="subtle"
            size="xs"
            aria-expanded={opened}
            rightSection={
              <IconChevronDown
                size={14}
                aria-hidden
                style={{ transform: opened ? 'rotate(180deg)' : undefined }}
              />
            }
            onClick={() => setShowDetails(!opened)}
          >
            {opened ? t.fewerDetails : t.moreDetails}
          </Button>
          {canRemove && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t.removeHire({ number: index + 1 })}
              onClick={onRemove}
            >
              <IconTrash size={18} stroke={1.6} />
            </ActionIcon>
          )}
        </Group>
      </Stack>
    </Fieldset>
  )
}
