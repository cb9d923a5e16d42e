import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { getJson } from '../../shell/lib/get-json'
import { usersKeys, type AdminUser, type UserSort } from './types'

interface UsersPage {
  success: boolean
  users: AdminUser[]
  nextCursor: string | null
}

/** USERS_PAGE users load at a time. */
const USERS_PAGE = 50

const usersQuery = (q: string, sort: UserSort) =>
  infiniteQueryOptions({
    queryKey: usersKeys.list(q, sort),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(USERS_PAGE) })
      if (q) params.set('q', q)
      // newest is the server's default: left out, as in the page's own URL.
      if (sort !== 'newest') params.set('sort', sort)
      if (pageParam) params.set('cursor', pageParam)
      return getJson<UsersPage>(`/api/admin/users?${params}`, signal, (b) => Array.isArray(b.users))
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? null,
    staleTime: 60 * 1000,
  })

/**
 * useUsers pages through the users whose name or email contains q (all when
 * blank) in the order sort names. Each search and order is its own query, so
 * changing either starts again from the first page.
 */
export function useUsers(q: string, sort: UserSort) {
  return useInfiniteQuery(usersQuery(q, sort))
}
