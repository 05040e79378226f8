import { Group, Kbd, Table, Text } from '@mantine/core'
import { LazyModal } from '../../lib/ui/LazyModal'
import { shortcutSections, shortcuts, useModKey } from './shortcuts'
import { useMessages } from '../../lib/i18n'
import { commonMessages } from '../../lib/ui/messages'
import { layoutMessages } from './messages'
import { navigationEntries, useSectionWords } from './navigation'

type Props = { opened: boolean; onClose: () => void }

export function ShortcutsSheet({ opened, onClose }: Props) {
  const t = useMessages(layoutMessages)
  const sectionWords = useSectionWords()
  // A page's group is named as the navigation names the page.
  const nameOf = (section: (typeof shortcutSections)[number]) => {
    if (section === 'everywhere') return t.everywhere
    const entry = navigationEntries.find((e) => e.kind === 'page' && e.to === section)
    return entry ? sectionWords(entry).label! : section
  }
  const c = useMessages(commonMessages)
  const mod = useModKey()
  // The keys named by a word, in the person's language; the rest as their keycaps read.
  const names: Record<string, string> = {
    mod,
    Space: c.keySpace,
    Shift: c.keyShift,
  }
  return (
    <LazyModal opened={opened} onClose={onClose} title={t.keyboardShortcuts} centered>
      {shortcutSections.map((section) => (
        <Table key={section} verticalSpacing="xs" mb="md" aria-label={nameOf(section)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th colSpan={2}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                  {nameOf(section)}
                </Text>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shortcuts
              .filter((shortcut) => shortcut.section === section)
              .map((shortcut) => (
                <Table.Tr key={shortcut.description}>
                  <Table.Td>
                    <Text size="sm">{t[shortcut.description]}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      {shortcut.keys.map((key) => (
                        <Kbd key={key}>{names[key] ?? key}</Kbd>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      ))}
    </LazyModal>
  )
}
