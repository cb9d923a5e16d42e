// The current user, shared by every feature that renders by role.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getQueryFn } from './api-client'

export interface User {
  id: number
  username: string
  email: string
  avatarUrl: string | null
  isAdmin: boolean
}

/** CurrentUserResponse is GET /api/user's body (401 when signed out). */
export interface CurrentUserResponse {
  success: boolean
  message: string
  user?: User
}

export const CURRENT_USER_KEY = ['/api/user'] as const

/** currentUserQuery: a 401 resolves to null ("no user"); cached 5 minutes. */
export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: getQueryFn<CurrentUserResponse>({ on401: 'returnNull' }),
  staleTime: 5 * 60 * 1000,
})

/** userFrom returns the signed-in user in a response, or null. */
export function userFrom(data: CurrentUserResponse | null | undefined): User | null {
  return data?.success && data.user ? data.user : null
}

/**
 * useCurrentUser returns the signed-in user or null. A 401 means signed out,
 * and any other failure also gives no user (spec §4).
 */
export function useCurrentUser(): { user: User | null; isLoading: boolean } {
  const { data, isLoading } = useQuery(currentUserQuery)
  return { user: userFrom(data), isLoading }
}
