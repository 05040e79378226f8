import { Tabs } from '@mantine/core'
import { IconHistory, IconPencil } from '@tabler/icons-react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useMessages } from '../../i18n'
import { historyMessages } from './messages'

/**
 * A record's page in two tabs: its details (the form) and its history. The details stay mounted
 * while the history shows, so whatever was typed is still there on the way back; the history is
 * fetched when its tab opens. The tab is in the address: `?tab=history` is the history, no `tab`
 * the details, so a link, a reload and back/forward land on the same tab.
 */
export function RecordTabs({ details, history }: { details: ReactNode; history: ReactNode }) {
  const t = useMessages(historyMessages)
  const navigate = useNavigate()
  const tab = useSearch({
    strict: false,
    select: (search) => (search.tab === 'history' ? 'history' : 'details'),
  })
  return (
    <Tabs
      value={tab}
      onChange={(value) =>
        // Replaced, not pushed: switching tabs is not a page of its own to go back through.
        navigate({
          to: '.',
          search: (previous) => ({ ...previous, tab: value === 'history' ? 'history' : undefined }),
          replace: true,
        })
      }
      keepMounted
    >
      <Tabs.List aria-label={t.recordTabs} mb="md">
        <Tabs.Tab value="details" leftSection={<IconPencil size={16} aria-hidden />}>
          {t.details}
        </Tabs.Tab>
        <Tabs.Tab value="history" leftSection={<IconHistory size={16} aria-hidden />}>
          {t.history}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details">{details}</Tabs.Panel>
      <Tabs.Panel value="history">{tab === 'history' && history}</Tabs.Panel>
    </Tabs>
  )
}
