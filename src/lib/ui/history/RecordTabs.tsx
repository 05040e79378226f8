import { Tabs } from '@mantine/core'
import { IconHistory, IconPencil } from '@tabler/icons-react'
import { useRouter } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { useMessages } from '../../i18n'
import { historyMessages } from './messages'

type Tab = 'details' | 'history'

/**
 * A record's page in two tabs: its details (the form) and its history. The details stay mounted
 * while the history shows, so whatever was typed is still there on the way back; the history is
 * fetched when its tab opens. `?tab=history` opens on the history.
 */
export function RecordTabs({ details, history }: { details: ReactNode; history: ReactNode }) {
  const t = useMessages(historyMessages)
  const router = useRouter()
  // Read once, as the page opens: the tab then follows the person's clicks.
  const [tab, setTab] = useState<Tab>(() =>
    (router.state.location.search as { tab?: unknown }).tab === 'history' ? 'history' : 'details',
  )
  return (
    <Tabs
      value={tab}
      onChange={(value) => setTab(value === 'history' ? 'history' : 'details')}
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
