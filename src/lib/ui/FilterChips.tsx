import { Badge, Button, CloseButton, Group, Text } from '@mantine/core'
import { useMessages } from '../i18n'
import { commonMessages } from './messages'

export type FilterChip = { key: string; label: string; onRemove: () => void }

/** The filters a list's URL applies beyond its search box, each removable, and all at once. */
export function FilterChips({
  chips,
  onClearAll,
}: {
  chips: FilterChip[]
  onClearAll: () => void
}) {
  const t = useMessages(commonMessages)
  if (chips.length === 0) return null
  return (
    <Group gap="xs" px="md" pb="sm" role="group" aria-label={t.filters}>
      <Text size="xs" c="dimmed">
        {t.filteredBy}
      </Text>
      {chips.map((chip) => (
        <Badge
          key={chip.key}
          variant="light"
          size="lg"
          tt="none"
          fw={500}
          pe={4}
          rightSection={
            <CloseButton
              size="xs"
              variant="transparent"
              c="inherit"
              aria-label={t.removeFilter({ label: chip.label })}
              onClick={chip.onRemove}
            />
          }
        >
          {chip.label}
        </Badge>
      ))}
      {chips.length > 1 && (
        <Button variant="subtle" size="compact-xs" onClick={onClearAll}>
          {t.clearAll}
        </Button>
      )}
    </Group>
  )
}
