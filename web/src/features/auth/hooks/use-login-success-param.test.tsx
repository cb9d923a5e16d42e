import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CURRENT_USER_KEY } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'
import { LocationProbe, renderWithProviders } from '@/test/render'
import { LOGIN_SUCCESS_REDIRECT_MS, useLoginSuccessParam } from './use-login-success-param'

function Landing() {
  useLoginSuccessParam()
  return <LocationProbe />
}

const alex = { id: 1, username: 'alex', email: 'a@b.c', avatarUrl: null, isAdmin: false }

function renderAt(route: string, signedIn: boolean) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(CURRENT_USER_KEY, signedIn ? { success: true, message: 'OK', user: alex } : null)
  renderWithProviders(<Landing />, { route, queryClient })
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

const location = () => screen.getByTestId('location').textContent

describe('useLoginSuccessParam', () => {
  it('removes login=success and sends a signed-in user to /dashboard after 1.5 s', () => {
    renderAt('/?login=success&ref=mail', true)
    expect(location()).toBe('/?ref=mail')
    act(() => vi.advanceTimersByTime(LOGIN_SUCCESS_REDIRECT_MS - 1))
    expect(location()).toBe('/?ref=mail')
    act(() => vi.advanceTimersByTime(1))
    expect(location()).toBe('/dashboard')
  })

  it('only removes the query for a visitor', () => {
    renderAt('/?login=success', false)
    expect(location()).toBe('/')
    act(() => vi.advanceTimersByTime(5000))
    expect(location()).toBe('/')
  })

  it('leaves other visits alone', () => {
    renderAt('/', true)
    act(() => vi.advanceTimersByTime(5000))
    expect(location()).toBe('/')
  })
})
