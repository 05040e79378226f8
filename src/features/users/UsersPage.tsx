import { Button } from '@mantine/core'
import { IconUserPlus, IconUserSearch, IconUsers } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { useHotkeys } from '@mantine/hooks'
import { useRef } from 'react'
import type { UserRecord } from '../../interface'
import { useCurrentUser } from '../auth'
import { userQueries } from './api'
import { useLiveList } from '../../lib/use-live-list'
import { useStableCallback } from '../../lib/use-stable-callback'
import { ListEmptyState } from '../../lib/ui/ListEmptyState'
import { ListPagination } from '../../lib/ui/ListPagination'
import { ListSearchInput } from '../../lib/ui/ListSearchInput'
import { ListBody } from '../../lib/ui/list/ListBody'
import { ListPage, ListToolbar } from '../../lib/ui/list/ListPage'
import { NewRecordButton } from '../../lib/ui/list/NewRecordButton'
import { UsersTable, UsersTableSkeleton } from './components/UsersTable'
import { useConfirmDeleteUser } from './components/useConfirmDeleteUser'
import { USER_SEARCH_ID, UserListSearch } from './search'
import { useMessages } from '../../lib/i18n'
import { userMessages } from './messages'
import { SavedViewsMenu, TableSettings, useTablePreferences } from '../views'
import { USER_LINK_COLUMN, userColumnLabels } from './components/user-columns'

const usersRoute = getRouteApi('/_authenticated/users')

export function UsersPage() {
  const t = useMessages(userMessages)
  const search = usersRoute.useSearch()
  const navigate = usersRoute.useNavigate()
  const currentUser = useCurrentUser()
  const users = useQuery(userQueries.list(search))
  const live = useLiveList({
    resource: 'user',
    query: userQueries.list(search),
    rowsOf: (list) => list.users,
    withRows: (list, rows) => ({ ...list, users: rows }),
  })
  const layout = useTablePreferences('users', USER_LINK_COLUMN)
  const confirmDelete = useConfirmDeleteUser()
  // One identity for the page's life: a row whose user is unchanged does not render again.
  const deleteUser = useStableCallback((user: UserRecord) => void confirmDelete(user))
  const searchInput = useRef<HTMLInputElement>(null)
  useHotkeys([['/', () => searchInput.current?.focus()]])

  const setSearch = (next: Partial<typeof search>, how?: { replace: boolean }) =>
    navigate({ search: (previous) => ({ ...previous, ...next }), replace: how?.replace })

  return (
    <ListPage
      title={t.title}
      subtitle={
        currentUser.type === 'admin' ? t.everyone : t.everyoneAt({ company: currentUser.company })
      }
      actions={
        <>
          <SavedViewsMenu resource="users" search={search} reader={UserListSearch} />
          <TableSettings table="users" link={USER_LINK_COLUMN} labels={userColumnLabels(t)} />
          <NewRecordButton to="/users/new" label={t.newUser} icon={<IconUserPlus size={18} />} />
        </>
      }
    >
      <ListToolbar>
        <ListSearchInput
          ref={searchInput}
          id={USER_SEARCH_ID}
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={search.search ?? ''}
          onSearch={(text, how) => setSearch({ search: text, page: 1 }, how)}
        />
      </ListToolbar>

      <ListBody
        query={users}
        rowsOf={(list) => list.users}
        ready={layout.ready}
        live={live}
        loadFailed={t.loadFailed}
        skeleton={<UsersTableSkeleton rows={Math.min(search.per_page, 10)} {...layout} />}
        empty={
          <ListEmptyState
            noun={t.noun}
            icon={<IconUsers size={28} aria-hidden />}
            searchIcon={<IconUserSearch size={28} aria-hidden />}
            search={search.search}
            noMatch={(text) => t.noMatch({ search: text })}
            page={search.page}
            onClearSearch={() => setSearch({ search: undefined, page: 1 })}
            onFirstPage={() => setSearch({ page: 1 })}
            emptyDescription={t.emptyDescription}
            emptyAction={
              <Button component={Link} to="/users/new">
                {t.newUser}
              </Button>
            }
          />
        }
      >
        {(rows, busy) => (
          <UsersTable
            users={rows}
            currentUserId={currentUser.id}
            busy={busy}
            {...layout}
            onDelete={deleteUser}
          />
        )}
      </ListBody>

      <ListPagination meta={users.data} onChange={setSearch} />
    </ListPage>
  )
}
