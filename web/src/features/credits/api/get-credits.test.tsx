import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CREDITS_KEY, CURRENT_USER_KEY } from '@/lib/auth'
import { CREDIT_UPDATE_EVENT, TEXTURES_GENERATED_EVENT } from '@/lib/credits'
import { createQueryClient } from '@/lib/query-client'
import { server } from '@/test/server'
import { useCredits } from './get-credits'

const credits = {
  total: 0,
  used: 0,
  subscriptionCreditsTotal: 3,
  subscriptionCreditsAvailable: 3,
  purchasedCreditsTotal: 0,
  purchasedCreditsAvailable: 0,
  hasSubscription: false,
  nextRenewalDate: null,
}

/** How many times GET /api/user/credits was asked, and the subscription credits it answers with. */
let creditFetches: number
let available: number

beforeEach(() => {
  creditFetches = 0
  available = credits.subscriptionCreditsAvailable
  server.use(
    http.get('/api/user/credits', () => {
      creditFetches++
      return HttpResponse.json({ success: true, credits: { ...credits, subscriptionCreditsAvailable: available } })
    }),
  )
})

afterEach(() => {
  vi.useRealTimers()
})

function setup(enabled = true) {
  const queryClient = createQueryClient()
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  const hook = renderHook(() => useCredits({ enabled }), { wrapper })
  const invalidated = (key: readonly string[]) =>
    invalidate.mock.calls.filter(([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(key)).length
  return { ...hook, queryClient, invalidated }
}

describe('useCredits', () => {
  it('reads GET /api/user/credits and keeps it for 5 minutes', async () => {
    const { result } = setup()
    await waitFor(() => expect(result.current.data?.credits.subscriptionCreditsAvailable).toBe(3))
    expect(creditFetches).toBe(1)
  })

  it('refetches the credits and invalidates the user on credit-update', async () => {
    const { result, invalidated } = setup()
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    available = 2
    act(() => {
      window.dispatchEvent(new Event(CREDIT_UPDATE_EVENT))
    })
    await waitFor(() => expect(result.current.data?.credits.subscriptionCreditsAvailable).toBe(2))
    expect(creditFetches).toBe(2)
    expect(invalidated(CREDITS_KEY)).toBe(1)
    expect(invalidated(CURRENT_USER_KEY)).toBe(1)
  })

  it('refreshes on textures-generated at once, after 0.3 s and after 1 s', async () => {
    const { result, invalidated } = setup()
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    vi.useFakeTimers()
    act(() => {
      window.dispatchEvent(new Event(TEXTURES_GENERATED_EVENT))
    })
    expect(invalidated(CREDITS_KEY)).toBe(1)
    act(() => vi.advanceTimersByTime(299))
    expect(invalidated(CREDITS_KEY)).toBe(1)
    act(() => vi.advanceTimersByTime(1))
    expect(invalidated(CREDITS_KEY)).toBe(2)
    act(() => vi.advanceTimersByTime(699))
    expect(invalidated(CREDITS_KEY)).toBe(2)
    act(() => vi.advanceTimersByTime(1))
    expect(invalidated(CREDITS_KEY)).toBe(3)
    expect(invalidated(CURRENT_USER_KEY)).toBe(3)
  })

  it('stops listening when unmounted, pending refreshes included', async () => {
    const { result, unmount, invalidated } = setup()
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    vi.useFakeTimers()
    act(() => {
      window.dispatchEvent(new Event(TEXTURES_GENERATED_EVENT))
    })
    unmount()
    act(() => vi.advanceTimersByTime(2000))
    window.dispatchEvent(new Event(CREDIT_UPDATE_EVENT))
    expect(invalidated(CREDITS_KEY)).toBe(1)
  })

  it('neither fetches nor listens for visitors', () => {
    const { invalidated } = setup(false)
    window.dispatchEvent(new Event(CREDIT_UPDATE_EVENT))
    expect(creditFetches).toBe(0)
    expect(invalidated(CREDITS_KEY)).toBe(0)
  })
})
