import { Alert, Button, Group, Text } from '@mantine/core'
import { IconDeviceFloppy } from '@tabler/icons-react'

type Props = { onDiscard: () => void }

/** Tells the person that the form shows what they typed earlier, not what is saved. */
export function DraftNotice({ onDiscard }: Props) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconDeviceFloppy aria-hidden />}
      title="Unsaved changes restored"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">These are the changes you made earlier. They are not saved yet.</Text>
        <Button size="xs" variant="default" onClick={onDiscard}>
          Discard draft
        </Button>
      </Group>
    </Alert>
  )
}
