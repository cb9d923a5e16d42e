import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useDebounced } from '@/hooks/use-debounced'
import { MOBILE_QUERY, useMediaQuery } from '@/hooks/use-media-query'
import { AdminPageHeader } from '../../shell/components/admin-page-header'
import { ListState } from '../../shell/components/list-state'
import { LoadMore } from '../../shell/components/load-more'
import { useUsers } from '../api/get-users'
import { USER_SORTS, type UserSort } from '../api/types'
import { UserCards } from './user-cards'
import { UsersFilters } from './users-filters'
import { UsersTable } from './users-table'

/** SEARCH_DELAY_MS: the search asks the server once typing pauses this long. */
const SEARCH_DELAY_MS = 300

/** sortOf reads ?sort= (newest, oldest or name); anything else is newest. */
function sortOf(raw: string | null): UserSort {
  return USER_SORTS.find((s) => s === raw) ?? 'newest'
}

/**
 * UsersDirectory is /admin/users: a search by name or email and an order
 * (kept in ?q= and ?sort=, so coming back from a user keeps them), the users
 * as a table, or cards on a phone, and 'Load more' following the server's
 * cursor (from the first page again when the search or order changes).
 */
export function UsersDirectory() {
  const [params, setParams] = useSearchParams()
  const [text, setText] = useState(() => params.get('q') ?? '')
  const q = useDebounced(text.trim(), SEARCH_DELAY_MS)
  const sort = sortOf(params.get('sort'))
  const users = useUsers(q, sort)
  const phone = useMediaQuery(MOBILE_QUERY)
  const rows = users.data?.pages.flatMap((p) => p.users) ?? []

  const inUrl = params.get('q') ?? ''
  useEffect(() => {
    if (inUrl === q) return
    setParams(
      (prev) => {
        if (q) prev.set('q', q)
        else prev.delete('q')
        return prev
      },
      { replace: true },
    )
  }, [q, inUrl, setParams])

  const chooseSort = (next: UserSort) =>
    setParams(
      (prev) => {
        // newest is the default: the URL names only another order.
        if (next === 'newest') prev.delete('sort')
        else prev.set('sort', next)
        return prev
      },
      { replace: true },
    )

  return (
    <>
      <AdminPageHeader title="Users" description="Find an account by name or email, in the order you choose." />
      <UsersFilters search={text} onSearchChange={setText} sort={sort} onSortChange={chooseSort} />
      <ListState
        what="users"
        isPending={users.isPending}
        error={users.isError && !users.isFetchNextPageError ? users.error : null}
        isEmpty={rows.length === 0}
        empty={q ? `No users whose name or email contains "${q}".` : 'No users yet.'}
        onRetry={() => void users.refetch()}
      />
      {rows.length > 0 ? phone ? <UserCards users={rows} /> : <UsersTable users={rows} /> : null}
      <LoadMore {...users} />
    </>
  )
}
