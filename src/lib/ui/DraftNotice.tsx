import { Alert, Button, Group, Text } from '@mantine/core'
import { IconDeviceFloppy } from '@tabler/icons-react'
import { useMessages } from '../i18n'
import { commonMessages } from './messages'

type Props = { onDiscard: () => void }

/** Tells the person that the form shows what they typed earlier, not what is saved. */
export function DraftNotice({ onDiscard }: Props) {
  const t = useMessages(commonMessages)
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconDeviceFloppy aria-hidden />}
      title={t.draftRestored}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t.draftText}</Text>
        <Button size="xs" variant="default" onClick={onDiscard}>
          {t.discardDraft}
        </Button>
      </Group>
    </Alert>
  )
}
