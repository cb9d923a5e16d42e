import { renderHook, waitFor } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { sentRequests, server } from '@/test/server'
import { CURRENT_USER_KEY, useCurrentUser } from './auth'
import { LOGIN_SUCCESS_KEY, LOGIN_TIMESTAMP_KEY, loginSucceededWithin, markLoginSuccess } from './login-flags'
import { createQueryClient } from './query-client'

const T0 = 1_800_000_000_000

describe('login flags', () => {
  it('counts a login as recent for less than the given time', () => {
    expect(loginSucceededWithin(5000, T0)).toBe(false)
    markLoginSuccess(T0)
    expect(localStorage.getItem(LOGIN_SUCCESS_KEY)).toBe('true')
    expect(localStorage.getItem(LOGIN_TIMESTAMP_KEY)).toBe(String(T0))
    expect(loginSucceededWithin(5000, T0 + 4999)).toBe(true)
    expect(loginSucceededWithin(5000, T0 + 5000)).toBe(false)
    expect(loginSucceededWithin(60_000, T0 + 59_999)).toBe(true)
    expect(loginSucceededWithin(120_000, T0 + 120_000)).toBe(false)
  })

  it('ignores a flag without a usable timestamp', () => {
    localStorage.setItem(LOGIN_SUCCESS_KEY, 'true')
    expect(loginSucceededWithin(5000, T0)).toBe(false)
    localStorage.setItem(LOGIN_TIMESTAMP_KEY, 'soon')
    expect(loginSucceededWithin(5000, T0)).toBe(false)
  })
})

describe('useCurrentUser after a login elsewhere', () => {
  const alex = { id: 1, username: 'alex', email: 'a@b.c', avatarUrl: null, isAdmin: false }

  beforeEach(() => {
    server.use(http.get('/api/user', () => HttpResponse.json({ success: true, message: 'OK', user: alex })))
  })

  function renderWithCachedVisitor() {
    const queryClient = createQueryClient()
    queryClient.setQueryData(CURRENT_USER_KEY, null) // cached: signed out
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    return renderHook(() => useCurrentUser(), { wrapper })
  }

  it('refetches the user and clears the flag when a login succeeded under 5 s ago', async () => {
    markLoginSuccess(Date.now() - 4000)
    const { result } = renderWithCachedVisitor()
    await waitFor(() => expect(result.current.user).toEqual(alex))
    expect(localStorage.getItem(LOGIN_SUCCESS_KEY)).toBeNull()
    expect(localStorage.getItem(LOGIN_TIMESTAMP_KEY)).toBeNull()
  })

  it('trusts the cache when the flag is older', async () => {
    markLoginSuccess(Date.now() - 6000)
    const sent = sentRequests()
    const { result } = renderWithCachedVisitor()
    await new Promise((r) => setTimeout(r, 20))
    expect(result.current.user).toBeNull()
    expect(sent).toEqual([])
  })
})
