import { queryOptions, useQuery } from '@tanstack/react-query'
import { getJson } from '../../shell/lib/get-json'
import { usersKeys, type UserDetail } from './types'

const userQuery = (id: number) =>
  queryOptions({
    queryKey: usersKeys.detail(id),
    queryFn: ({ signal }) =>
      getJson<UserDetail>(
        `/api/admin/users/${id}`,
        signal,
        (b) => typeof b.user === 'object' && b.user !== null && typeof b.credits === 'object' && Array.isArray(b.transactions),
      ),
    staleTime: 30 * 1000,
  })

/** useUser loads one user's account, activity, credits and newest ledger rows. */
export function useUser(id: number) {
  return useQuery(userQuery(id))
}
