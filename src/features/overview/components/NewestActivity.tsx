import { Anchor, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useFormat } from '../../../lib/format'
import { useMessages } from '../../../lib/i18n'
import { labelOf } from '../../../lib/ui/history/fields'
import { recordLink, useHistoryFieldsOf, useResourceNames } from '../../activity'
import { OverviewSection } from './OverviewSection'
import { activityQueries } from '../api'
import { overviewMessages } from '../messages'

/** The latest writes of anyone (admins: the activity of every record), each a link to its record. */
export function NewestActivity() {
  const t = useMessages(overviewMessages)
  const names = useResourceNames()
  const format = useFormat()
  const activity = useQuery(activityQueries.newest())
  const entries = activity.data?.history
  const fieldsOf = useHistoryFieldsOf()

  return (
    <OverviewSection title={t.newestActivity} description={t.newestActivityDescription}>
      {(headingId) => (
        <>
          {entries && entries.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t.noActivity}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped verticalSpacing={6} fz="sm" aria-labelledby={headingId}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t.when}</Table.Th>
                    <Table.Th scope="col">{t.who}</Table.Th>
                    <Table.Th scope="col">{t.what}</Table.Th>
                    <Table.Th scope="col">{t.record}</Table.Th>
                    <Table.Th scope="col">{t.fields}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody aria-busy={!entries}>
                  {entries?.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {format.dateTime(entry.at)}
                      </Table.Td>
                      <Table.Td>{entry.actor?.name ?? t.nobody}</Table.Td>
                      <Table.Td>{t[`action_${entry.action}`]}</Table.Td>
                      <Table.Td>
                        <Anchor
                          renderRoot={(props) => <Link {...props} {...recordLink(entry)} />}
                          size="sm"
                        >
                          {t.recordOf({
                            resource: names.one(entry.resource),
                            id: String(entry.record_id),
                          })}
                        </Anchor>
                      </Table.Td>
                      <Table.Td c="dimmed">
                        {Object.keys(entry.changes)
                          .map((name) => labelOf(fieldsOf(entry), name))
                          .join(', ')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Anchor
            renderRoot={(props) => <Link {...props} to="/activity" />}
            size="sm"
            mt="sm"
            display="inline-block"
          >
            {t.allActivity}
          </Anchor>
        </>
      )}
    </OverviewSection>
  )
}
