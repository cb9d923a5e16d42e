import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ToastModule from '@/hooks/use-toast'
import { toast } from '@/hooks/use-toast'
import { LocationProbe, renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { AuthPage } from './auth-page'

vi.mock('@/hooks/use-toast', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastModule>()
  return { ...actual, toast: vi.fn(actual.toast) }
})

beforeEach(() => {
  server.use(http.all('/api/*', () => HttpResponse.json({ success: false, message: 'Not authenticated' }, { status: 401 })))
})

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <AuthPage />
      <LocationProbe />
    </>,
    { route },
  )
}

describe('AuthPage', () => {
  it('shows the Login tab by default and Sign Up with ?mode=signup, keeping the choice in the URL', async () => {
    const user = userEvent.setup()
    renderAt('/auth?mode=signup')
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
    await user.click(screen.getByRole('tab', { name: 'Login' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/)
  })

  it("goes to /forgot-password from 'Forgot Password?'", async () => {
    renderAt('/auth')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Forgot Password?' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password')
  })

  it('says a failed mobile Google sign-in failed, and drops ?login=error', async () => {
    renderAt('/auth?login=error')
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Login failed',
        description: 'Google sign-in failed',
      }),
    )
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/)
  })
  it('says a mobile Google sign-up was refused because registration is closed, and drops ?login=closed', async () => {
    renderAt('/auth?login=closed&mode=signup')
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Registration is closed',
        description: 'Google sign-in failed: no new accounts are being made at the moment.',
      }),
    )
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\?mode=signup$/)
  })
})
