import { Group, Pagination, Select, Text } from '@mantine/core'
import { useId } from 'react'
import type { PaginationMeta } from '../../interface'
import { useMessages } from '../i18n'
import { commonMessages } from './messages'

type Props<PerPage extends number> = {
  meta: PaginationMeta
  perPageOptions: readonly PerPage[]
  onPage: (page: number) => void
  onPerPage: (perPage: PerPage) => void
}

/** "Showing 1–10 of 42", rows per page and the page buttons under a list. */
export function ListPagination<PerPage extends number>({
  meta,
  perPageOptions,
  onPage,
  onPerPage,
}: Props<PerPage>) {
  const t = useMessages(commonMessages)
  const perPageId = useId()
  const range =
    meta.from === null || meta.to === null
      ? t.showingNone({ total: meta.total })
      : t.showing({ from: meta.from, to: meta.to, total: meta.total })
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
          <Select
            id={perPageId}
            size="xs"
            w={76}
            allowDeselect={false}
            data={perPageOptions.map(String)}
            value={String(meta.per_page)}
            onChange={(value) => {
              const perPage = perPageOptions.find((option) => String(option) === value)
              if (perPage) onPerPage(perPage)
            }}
          />
        </Group>
      </Group>
      <Pagination
        total={meta.last_page}
        value={Math.min(meta.current_page, meta.last_page)}
        onChange={onPage}
        size="sm"
        withEdges
        getControlProps={(control) => ({ 'aria-label': t[`${control}Control`] })}
        getItemProps={(page) => ({ 'aria-label': t.pageNumber({ page }) })}
      />
    </Group>
  )
}
