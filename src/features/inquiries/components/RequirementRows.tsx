import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { type Control, Controller, type FieldValues, useFieldArray } from 'react-hook-form'
import { emptyRequirement } from '../position-form'

type Props = { control: Control<FieldValues>; name: string }

/** `order_need_reqs`: what a candidate must or should bring, one row each. */
export function RequirementRows({ control, name }: Props) {
  const requirements = useFieldArray({ control, name })
  return (
    <Fieldset
      legend={
        <Text size="sm" fw={500}>
          Requirements
        </Text>
      }
      variant="unstyled"
    >
      <Text size="xs" c="dimmed">
        Skills or certificates a candidate brings, with a level.
      </Text>
      <Stack gap="xs" mt={6}>
        {requirements.fields.length === 0 && (
          <Text size="sm" c="dimmed">
            No requirements yet.
          </Text>
        )}
        {requirements.fields.map((row, index) => (
          <Group
            key={row.id}
            role="group"
            aria-label={`Requirement ${index + 1}`}
            align="flex-start"
            wrap="nowrap"
            gap="sm"
          >
            <Controller
              control={control}
              name={`${name}.${index}.name`}
              render={({ field, fieldState }) => (
                <TextInput
                  label="Name"
                  withAsterisk
                  autoComplete="off"
                  flex={2}
                  error={fieldState.error?.message}
                  {...field}
                />
              )}
            />
            <Controller
              control={control}
              name={`${name}.${index}.level`}
              render={({ field, fieldState }) => (
                <TextInput
                  label="Level"
                  placeholder="e.g. expert"
                  autoComplete="off"
                  flex={1}
                  error={fieldState.error?.message}
                  {...field}
                />
              )}
            />
            <Controller
              control={control}
              name={`${name}.${index}.mandatory`}
              render={({ field }) => (
                <Checkbox
                  label="Mandatory"
                  mt={32}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              size="lg"
              aria-label={`Remove requirement ${index + 1}`}
              onClick={() => requirements.remove(index)}
            >
              <IconTrash size={18} stroke={1.6} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => requirements.append({ ...emptyRequirement })}
          >
            Add requirement
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  )
}
