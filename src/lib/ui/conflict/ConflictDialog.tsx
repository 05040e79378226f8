// eslint-disable-next-line no-restricted-imports -- drawn only while there is a conflict, open
import { Alert, Button, Group, Modal, Radio, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useMessages } from '../../i18n'
import { commonMessages } from '../messages'
import { conflictMessages } from './messages'

/** One field of a record: what it was when the person opened it, what they typed, what it is now. */
export type ConflictRow = {
  field: string
  label: string
  yours: string
  theirs: string
  /** Both sides changed it, to different values: the person chooses. */
  contested: boolean
  /** Who changed it, when it is not contested. */
  changedBy: 'yours' | 'theirs'
}

export type Choices = Record<string, 'yours' | 'theirs'>

type Props = {
  /** The server's sentence: who changed it and when. */
  message: string
  rows: ConflictRow[]
  onResolve: (choices: Choices) => void
  onClose: () => void
}

/**
 * Someone saved the record after the person opened it (a 412): each field either side changed,
 * theirs next to yours, with a choice where both changed it. Nothing the person typed is lost
 * until they choose.
 */
export function ConflictDialog({ message, rows, onResolve, onClose }: Props) {
  const t = useMessages(conflictMessages)
  const { none } = useMessages(commonMessages)
  const [choices, setChoices] = useState<Choices>(() =>
    Object.fromEntries(rows.filter((row) => row.contested).map((row) => [row.field, 'yours'])),
  )
  const all = (side: 'yours' | 'theirs') =>
    onResolve(Object.fromEntries(rows.map((row) => [row.field, side])))

  return (
    <Modal opened onClose={onClose} title={t.title} size="xl" centered>
      <Stack>
        <Alert color="yellow" variant="light">
          {message}
        </Alert>
        <Text size="sm">{t.intro}</Text>
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t.title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.field}</Table.Th>
                <Table.Th>{t.yours}</Table.Th>
                <Table.Th>{t.theirs}</Table.Th>
                <Table.Th>{t.keep}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.field}>
                  <Table.Th scope="row">{row.label}</Table.Th>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{row.yours || none}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{row.theirs || none}</Table.Td>
                  <Table.Td>
                    {row.contested ? (
                      <Radio.Group
                        value={choices[row.field]}
                        onChange={(side) =>
                          setChoices((now) => ({ ...now, [row.field]: side as 'yours' | 'theirs' }))
                        }
                      >
                        <Group gap="sm" wrap="nowrap">
                          <Radio
                            value="yours"
                            label={t.yours}
                            aria-label={t.keepYours({ field: row.label })}
                          />
                          <Radio
                            value="theirs"
                            label={t.theirs}
                            aria-label={t.keepTheirs({ field: row.label })}
                          />
                        </Group>
                      </Radio.Group>
                    ) : (
                      <Text size="xs" c="dimmed">
                        {row.changedBy === 'theirs' ? t.onlyTheirs : t.onlyYours}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between">
          <Group gap="xs">
            <Button variant="default" onClick={() => all('theirs')}>
              {t.allTheirs}
            </Button>
            <Button variant="default" onClick={() => all('yours')}>
              {t.allYours}
            </Button>
          </Group>
          <Button onClick={() => onResolve({ ...defaults(rows), ...choices })}>{t.save}</Button>
        </Group>
      </Stack>
    </Modal>
  )
}

/** An uncontested field keeps the side that changed it. */
const defaults = (rows: ConflictRow[]): Choices =>
  Object.fromEntries(rows.map((row) => [row.field, row.changedBy]))
