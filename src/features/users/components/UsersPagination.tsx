import { Group, Pagination, Select, Text } from '@mantine/core'
import type { PaginationMeta } from '../../../interface'
import { PER_PAGE_OPTIONS } from '../search'

type Props = {
  meta: PaginationMeta
  onPage: (page: number) => void
  onPerPage: (perPage: (typeof PER_PAGE_OPTIONS)[number]) => void
}

export function UsersPagination({ meta, onPage, onPerPage }: Props) {
  const range =
    meta.from === null || meta.to === null
      ? `0 of ${meta.total}`
      : `${meta.from}–${meta.to} of ${meta.total}`
  return (
    <Group justify="space-between" gap="md" px="md" py="sm">
      <Group gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          Showing {range}
        </Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed" component="label" htmlFor="users-per-page">
            Rows per page
          </Text>
          <Select
            id="users-per-page"
            size="xs"
            w={76}
            allowDeselect={false}
            data={PER_PAGE_OPTIONS.map(String)}
            value={String(meta.per_page)}
            onChange={(value) => {
              const perPage = PER_PAGE_OPTIONS.find((option) => String(option) === value)
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
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
      />
    </Group>
  )
}
