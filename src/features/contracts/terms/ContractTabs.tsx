import { Tabs } from '@mantine/core'
import { IconCoins, IconFiles, IconHistory, IconPencil } from '@tabler/icons-react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useMessages } from '../../../lib/i18n'
import { historyMessages } from '../../../lib/ui/history/messages'
import { contractDocumentMessages } from '../documents/messages'
import { contractTermMessages } from './messages'

const TABS = ['details', 'terms', 'documents', 'history'] as const
type Tab = (typeof TABS)[number]
type Props = { details: ReactNode; terms: ReactNode; documents: ReactNode; history: ReactNode }

const tabOf = (value: unknown): Tab =>
  TABS.find((tab) => tab !== 'details' && tab === value) ?? 'details'

/**
 * A contract's page in four tabs, as RecordTabs makes a record's: its details (kept mounted, so
 * what was typed stays), its terms over time, its documents and its history, each fetched when its
 * tab opens. The tab is in the address (`?tab=terms`, `?tab=documents`, `?tab=history`), so each
 * can be linked and reloaded.
 */
export function ContractTabs({ details, terms, documents, history }: Props) {
  const t = useMessages(historyMessages)
  const words = useMessages(contractTermMessages)
  const documentWords = useMessages(contractDocumentMessages)
  const navigate = useNavigate()
  const tab: Tab = useSearch({ strict: false, select: (search) => tabOf(search.tab) })
  const open = (value: string | null) => {
    const next = tabOf(value)
    if (next !== tab)
      // Replaced, not pushed: switching tabs is not a page of its own to go back through.
      void navigate({
        to: '.',
        search: (previous) => ({ ...previous, tab: next === 'details' ? undefined : next }),
        replace: true,
      })
  }
  return (
    <Tabs value={tab} onChange={open} keepMounted>
      <Tabs.List aria-label={t.recordTabs} mb="md">
        <Tabs.Tab value="details" leftSection={<IconPencil size={16} aria-hidden />}>
          {t.details}
        </Tabs.Tab>
        <Tabs.Tab value="terms" leftSection={<IconCoins size={16} aria-hidden />}>
          {words.tab}
        </Tabs.Tab>
        <Tabs.Tab value="documents" leftSection={<IconFiles size={16} aria-hidden />}>
          {documentWords.tab}
        </Tabs.Tab>
        <Tabs.Tab value="history" leftSection={<IconHistory size={16} aria-hidden />}>
          {t.history}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details">{details}</Tabs.Panel>
      <Tabs.Panel value="terms">{tab === 'terms' && terms}</Tabs.Panel>
      <Tabs.Panel value="documents">{tab === 'documents' && documents}</Tabs.Panel>
      <Tabs.Panel value="history">{tab === 'history' && history}</Tabs.Panel>
    </Tabs>
  )
}
