import { Anchor, Button, Skeleton, Table, Text } from '@mantine/core'
import { useHotkeys } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { memo, useRef } from 'react'
import type { RecordListQuery, RecordRow } from '../../interface/record'
import { useFormat } from '../../lib/format'
import { useMessages } from '../../lib/i18n'
import { useLiveList } from '../../lib/use-live-list'
import classes from '../../lib/ui/ListRow.module.css'
import { LiveRowMark } from '../../lib/ui/list/LiveList'
import { ListEmptyState } from '../../lib/ui/ListEmptyState'
import { ListPagination } from '../../lib/ui/ListPagination'
import { ListSearchInput } from '../../lib/ui/ListSearchInput'
import { ListBody } from '../../lib/ui/list/ListBody'
import { ListPage, ListToolbar } from '../../lib/ui/list/ListPage'
import { NewRecordButton } from '../../lib/ui/list/NewRecordButton'
import { DENSITY_SPACING, SavedViewsMenu, TableSettings, useTablePreferences } from '../views'
import { recordQueries } from './api'
import type { RecordFeature } from './kit'
import { recordMessages } from './messages'
import { recordListSearch } from './search'

type RowProps = {
  row: RecordRow
  /** The columns shown, in order (the person's table settings). */
  columns: readonly string[]
  /** The list's name (its path), and the field whose text links to the row's editor. */
  name: string
  link: string
}

/** One record; rendered again only when its row changes (its other props are the list's own). */
const RecordListRow = memo(function RecordListRow({ row, columns, name, link }: RowProps) {
  const format = useFormat()
  const cell = (key: string) => {
    if (key === 'updated_at') return format.dateTime(row.updated_at)
    const text = (row[key] as string | null) ?? ''
    if (key !== link)
      return (
        <Text size="sm" lineClamp={2}>
          {text}
        </Text>
      )
    return (
      <>
        <Anchor component={Link} to={`/${name}/${row.id}/edit` as never} fw={500}>
          {text}
        </Anchor>
        <LiveRowMark id={row.id} />
      </>
    )
  }
  return (
    <Table.Tr className={classes.row}>
      {columns.map((key) => (
        <Table.Td key={key}>{cell(key)}</Table.Td>
      ))}
    </Table.Tr>
  )
})

/** A record resource's list: its search, saved views, table settings, rows and pages. */
export function RecordListPage({ feature }: { feature: RecordFeature }) {
  const { resource, icon: Icon } = feature
  const { name, record } = resource
  const t = useMessages(recordMessages)
  const words = useMessages(feature.words)
  const search = useSearch({ strict: false }) as RecordListQuery
  const navigate = useNavigate()
  const list = useQuery(recordQueries(resource).list(search))
  const live = useLiveList({
    resource: resource.history,
    query: recordQueries(resource).list(search),
    rowsOf: (page) => page.data,
    withRows: (page, rows) => ({ ...page, data: rows }),
  })
  const link = record.keys[0]!
  const layout = useTablePreferences(name as never, link)
  const searchInput = useRef<HTMLInputElement>(null)
  useHotkeys([['/', () => searchInput.current?.focus()]])
  const nouns = { one: words.one, title: words.title.toLowerCase() }
  const labels = Object.fromEntries(
    [...record.keys, 'updated_at'].map((key) => [
      key,
      key === 'updated_at' ? t.updated : words[key]!,
    ]),
  )

  const setSearch = (next: Partial<RecordListQuery>, how?: { replace: boolean }) =>
    navigate({ to: `/${name}`, search: { ...search, ...next } as never, replace: how?.replace })
  const table = (rows: RecordRow[] | number, busy: boolean) => (
    <Table.ScrollContainer type="native" minWidth={640}>
      <Table
        highlightOnHover
        verticalSpacing={DENSITY_SPACING[layout.density]}
        aria-label={words.title}
        aria-busy={busy}
        style={{ opacity: busy && typeof rows !== 'number' ? 0.6 : 1 }}
      >
        <Table.Thead>
          <Table.Tr>
            {layout.columns.map((key) => (
              <Table.Th key={key}>{labels[key]}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {typeof rows === 'number'
            ? Array.from({ length: rows }, (_, row) => (
                <Table.Tr key={row}>
                  {layout.columns.map((key) => (
                    <Table.Td key={key}>
                      <Skeleton height={12} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : rows.map((row) => (
                <RecordListRow
                  key={row.id}
                  row={row}
                  columns={layout.columns}
                  name={name}
                  link={link}
                />
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )

  return (
    <ListPage
      title={words.title}
      subtitle={words.description}
      actions={
        <>
          <SavedViewsMenu
            resource={name as never}
            search={search}
            reader={recordListSearch(name)}
          />
          <TableSettings table={name as never} link={link} labels={labels} />
          <NewRecordButton
            to={`/${name}/new` as never}
            label={t.newOne(nouns)}
            icon={<Icon size={18} />}
          />
        </>
      }
    >
      <ListToolbar>
        <ListSearchInput
          ref={searchInput}
          id={`${name}-search`}
          label={t.searchLabel(nouns)}
          placeholder={t.searchPlaceholder}
          value={search.search ?? ''}
          onSearch={(text, how) => setSearch({ search: text, page: 1 }, how)}
        />
      </ListToolbar>

      <ListBody
        query={list}
        rowsOf={(page) => page.data}
        ready={layout.ready}
        live={live}
        loadFailed={t.loadFailed}
        skeleton={table(Math.min(search.per_page, 10), true)}
        empty={
          <ListEmptyState
            noun={nouns.title}
            icon={<Icon size={28} aria-hidden />}
            search={search.search}
            noMatch={(text) => t.noMatch({ ...nouns, search: text })}
            page={search.page}
            onClearSearch={() => setSearch({ search: undefined, page: 1 })}
            onFirstPage={() => setSearch({ page: 1 })}
            emptyDescription={t.emptyDescription(nouns)}
            emptyAction={
              <Button component={Link} to={`/${name}/new` as never}>
                {t.newOne(nouns)}
              </Button>
            }
          />
        }
      >
        {(rows, busy) => table(rows, busy)}
      </ListBody>

      <ListPagination meta={list.data} onChange={setSearch} />
    </ListPage>
  )
}
