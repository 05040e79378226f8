import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconUserPlus } from '@tabler/icons-react'
import { LoadErrorAlert } from '../../lib/ui/LoadErrorAlert'
import { useQuery } from '@tanstack/react-query'
import { Link, getRouteApi, useRouter } from '@tanstack/react-router'
import { useHotkeys } from '@mantine/hooks'
import { useRef } from 'react'
import { useCurrentUser } from '../auth'
import { userQueries } from './api'
import { ListSearchInput } from '../../lib/ui/ListSearchInput'
import { UsersEmptyState } from './components/UsersEmptyState'
import { ListPagination } from '../../lib/ui/ListPagination'
import { UsersTable, UsersTableSkeleton } from './components/UsersTable'
import { useConfirmDeleteUser } from './components/useConfirmDeleteUser'
import { PER_PAGE_OPTIONS, USER_SEARCH_ID, UserListSearch } from './search'
import { useMessages } from '../../lib/i18n'
import { userMessages } from './messages'
import { SavedViewsMenu, TableSettings, useTablePreferences } from '../views'
import { USER_LINK_COLUMN, userColumnLabels } from './components/user-columns'

const usersRoute = getRouteApi('/_authenticated/users')

export function UsersPage() {
  const t = useMessages(userMessages)
  const search = usersRoute.useSearch()
  const navigate = usersRoute.useNavigate()
  const router = useRouter()
  const currentUser = useCurrentUser()
  const users = useQuery(userQueries.list(search))
  const layout = useTablePreferences('users', USER_LINK_COLUMN)
  const confirmDelete = useConfirmDeleteUser()
  const searchInput = useRef<HTMLInputElement>(null)
  useHotkeys([['/', () => searchInput.current?.focus()]])

  const setSearch = (next: Partial<typeof search>) =>
    navigate({ search: (previous) => ({ ...previous, ...next }) })

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz="h2">
            {t.title}
          </Title>
          <Text c="dimmed" size="sm">
            {currentUser.type === 'admin'
              ? t.everyone
              : t.everyoneAt({ company: currentUser.company })}
          </Text>
        </div>
        <Group gap="sm">
          <SavedViewsMenu resource="users" search={search} reader={UserListSearch} />
          <TableSettings table="users" link={USER_LINK_COLUMN} labels={userColumnLabels(t)} />
          <Button component={Link} to="/users/new" leftSection={<IconUserPlus size={18} />}>
            {t.newUser}
          </Button>
        </Group>
      </Group>

      <Paper withBorder radius="md">
        <Group p="md" justify="space-between">
          <ListSearchInput
            ref={searchInput}
            id={USER_SEARCH_ID}
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            value={search.search ?? ''}
            onSearch={(text) => {
              // Typing paused just as the person opened another page: stay there.
              if (router.state.location.pathname !== '/users') return
              setSearch({ search: text || undefined, page: 1 })
            }}
          />
        </Group>

        {users.isError && !users.data ? (
          <LoadErrorAlert
            m="md"
            title={t.loadFailed}
            error={users.error}
            onRetry={() => users.refetch()}
          />
        ) : !users.data || !layout.ready ? (
          <UsersTableSkeleton
            rows={Math.min(search.per_page, 10)}
            columns={layout.columns}
            density={layout.density}
          />
        ) : users.data.users.length === 0 ? (
          <UsersEmptyState
            search={search.search}
            page={search.page}
            onClearSearch={() => setSearch({ search: undefined, page: 1 })}
            onFirstPage={() => setSearch({ page: 1 })}
          />
        ) : (
          <UsersTable
            users={users.data.users}
            currentUserId={currentUser.id}
            busy={users.isPlaceholderData}
            columns={layout.columns}
            density={layout.density}
            onDelete={(user) => void confirmDelete(user)}
          />
        )}

        {users.data && (
          <ListPagination
            meta={users.data}
            perPageOptions={PER_PAGE_OPTIONS}
            onPage={(page) => setSearch({ page })}
            onPerPage={(perPage) => setSearch({ per_page: perPage, page: 1 })}
          />
        )}
      </Paper>
    </Stack>
  )
}
