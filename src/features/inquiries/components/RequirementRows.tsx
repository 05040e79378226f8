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
import { useMessages } from '../../../lib/i18n'
import { inquiryMessages } from '../messages'

type Props = { control: Control<FieldValues>; name: string }

/** `order_need_reqs`: what a candidate must or should bring, one row each. */
export function RequirementRows({ control, name }: Props) {
  const t = useMessages(inquiryMessages)
  const requirements = useFieldArray({ control, name })
  return (
    <Fieldset
      legend={
        <Text size="sm" fw={500}>
          {t.requirements}
        </Text>
      }
      variant="unstyled"
    >
      <Text size="xs" c="dimmed">
        {t.requirementsText}
      </Text>
      <Stack gap="xs" mt={6}>
        {requirements.fields.length === 0 && (
          <Text size="sm" c="dimmed">
            {t.noRequirements}
          </Text>
        )}
        {requirements.fields.map((row, index) => (
          <Group
            key={row.id}
            role="group"
            aria-label={t.requirement({ number: index + 1 })}
            align="flex-start"
            wrap="nowrap"
            gap="sm"
          >
            <Controller
              control={control}
              name={`${name}.${index}.name`}
              render={({ field, fieldState }) => (
                <TextInput
                  label={t.requirementName}
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
                  label={t.requirementLevel}
                  placeholder={t.requirementLevelPlaceholder}
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
                  label={t.requirementMandatory}
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
              aria-label={t.removeRequirement({ number: index + 1 })}
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
            {t.addRequirement}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  )
}
