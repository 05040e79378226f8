import { Group, NativeSelect, Pagination, Text } from '@mantine/core'
import { useId } from 'react'
import type { PaginationMeta } from '../../interface'
import { useFormat } from '../format'
import { useMessages } from '../i18n'
import { PER_PAGE_OPTIONS } from '../url-search'
import { commonMessages } from './messages'

type Props = {
  /** Nothing shows until the list's first page has come. */
  meta: PaginationMeta | undefined
  /** Another page, or another page size from the first page. */
  onChange: (paging: { page: number; per_page?: number }) => void
}

/** "Showing 1–10 of 42" ("of 10,000+" past a count limit), rows per page and the page buttons. */
export function ListPagination({ meta, onChange }: Props) {
  const t = useMessages(commonMessages)
  const format = useFormat()
  const perPageId = useId()
  if (!meta) return null
  const total = format.total(meta)
  // A size from a link or a saved view (?per_page=25) shows among the choices, not as a blank.
  const sizes = [...new Set<number>([...PER_PAGE_OPTIONS, meta.per_page])].sort((a, b) => a - b)
  const range =
    meta.from === null || meta.to === null
      ? t.showingNone({ total })
      : t.showing({ from: format.number(meta.from), to: format.number(meta.to), total })
  return (
    <Group justify="space-between" gap="md" px="md" py="sm">
      <Group gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          {range}
        </Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed" component="label" htmlFor={perPageId}>
            {t.rowsPerPage}
          </Text>
          {/* The browser's own select, as the contracts' Group by (see GroupBySelect). */}
          <NativeSelect
            id={perPageId}
            size="xs"
            w={76}
            data={sizes.map(String)}
            value={String(meta.per_page)}
            onChange={(event) => {
              const perPage = sizes.find((option) => String(option) === event.currentTarget.value)
              if (perPage) onChange({ per_page: perPage, page: 1 })
            }}
          />
        </Group>
      </Group>
      <Pagination
        total={meta.last_page}
        value={Math.min(meta.current_page, meta.last_page)}
        onChange={(page) => onChange({ page })}
        size="sm"
        withEdges
        getControlProps={(control) => ({ 'aria-label': t[`${control}Control`] })}
        getItemProps={(page) => ({ 'aria-label': t.pageNumber({ page }) })}
      />
    </Group>
  )
}
