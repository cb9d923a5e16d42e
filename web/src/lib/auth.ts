// The current user, shared by every feature that renders by role, and the
// cache updates that signing in and out make.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getQueryFn } from './api-client'
import { useHydrated } from './hydration'
import { clearLoginSuccess, LOGIN_FLAG_FRESH_MS, loginSucceededWithin } from './login-flags'

export interface User {
  id: number
  username: string
  email: string
  avatarUrl: string | null
  isAdmin: boolean
  /** Whether the owner opened the verification link mailed to the address (Google sign-in counts). */
  emailVerified: boolean
  /** False for an account made by Google sign-in that never set a password. */
  hasPassword: boolean
  /** ISO date-time the account was created. */
  createdAt?: string
}

/** CurrentUserResponse is GET /api/user's body (401 when signed out). */
export interface CurrentUserResponse {
  success: boolean
  message: string
  user?: User
}

export const CURRENT_USER_KEY = ['/api/user'] as const
/** Signed-in data that changes with the account: refreshed on login, dropped on logout. */
export const CREDITS_KEY = ['/api/user/credits'] as const
export const PLAN_KEY = ['/api/user/plan'] as const

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
 * and any other failure also gives no user (product.md §4). A login that succeeded
 * in the last 5 s elsewhere (a Google popup) refetches the user and clears
 * the flag.
 */
export function useCurrentUser(): { user: User | null; isLoading: boolean } {
  const queryClient = useQueryClient()
  const { data, isLoading } = useQuery(currentUserQuery)
  const hydrated = useHydrated()

  useEffect(() => {
    if (!loginSucceededWithin(LOGIN_FLAG_FRESH_MS.currentUserQuery)) return
    clearLoginSuccess()
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY })
  }, [queryClient])

  // While hydrating, as prerendered: still loading (ADR 0013).
  return hydrated ? { user: userFrom(data), isLoading } : { user: null, isLoading: true }
}

/** setSignedInUser puts a user the server just returned into the cache. */
export function setSignedInUser(queryClient: QueryClient, user: User, message = 'Authenticated'): void {
  const data: CurrentUserResponse = { success: true, message, user }
  queryClient.setQueryData(currentUserQuery.queryKey, data)
}

/** refreshAccountData refetches the user, credits and plan after a login (product.md §4). */
export function refreshAccountData(queryClient: QueryClient): Promise<void> {
  return Promise.all([CURRENT_USER_KEY, CREDITS_KEY, PLAN_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  )
}

/** clearSignedInUser marks the session as signed out and drops the account's data. */
export function clearSignedInUser(queryClient: QueryClient): void {
  queryClient.setQueryData(currentUserQuery.queryKey, null)
  queryClient.removeQueries({ queryKey: CREDITS_KEY })
  queryClient.removeQueries({ queryKey: PLAN_KEY })
}
