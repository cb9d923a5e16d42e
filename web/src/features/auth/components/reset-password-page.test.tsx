import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { closeAccountDialogs, getAccountDialogState } from '@/hooks/use-account-dialog'
import type * as ToastModule from '@/hooks/use-toast'
import { toast } from '@/hooks/use-toast'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { ResetPasswordPage } from './reset-password-page'

vi.mock('@/hooks/use-toast', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastModule>()
  return { ...actual, toast: vi.fn(actual.toast) }
})

/** The bodies POSTed to /api/reset-password. */
let sent: unknown[]

beforeEach(() => {
  sent = []
  server.use(
    http.post('/api/reset-password', async ({ request }) => {
      sent.push(await request.json())
      return HttpResponse.json({ success: true, message: 'Your password has been reset. You can now log in.' })
    }),
  )
  closeAccountDialogs()
})

/** answer makes POST /api/reset-password fail with a 400 and message. */
function answer(message: string) {
  server.use(http.post('/api/reset-password', () => HttpResponse.json({ success: false, message }, { status: 400 })))
}

async function fill(password: string, confirm = password) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('New password'), password)
  await user.type(screen.getByLabelText('Confirm new password'), confirm)
  await user.click(screen.getByRole('button', { name: 'Reset Password' }))
  return user
}

describe('ResetPasswordPage', () => {
  it('says the link is invalid without a token, linking to /forgot-password', () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password' })
    expect(screen.getByRole('heading', { level: 1, name: 'Link invalid or expired' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password')
  })

  it('shows the policy hint and toggles each field', async () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc' })
    const field = screen.getByLabelText('New password')
    expect(field).toHaveAccessibleDescription('at least 10 characters with uppercase, lowercase, number and special character')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show new password' }))
    expect(field).toHaveAttribute('type', 'text')
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'password')
  })

  it('refuses two different passwords without asking the server', async () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc' })
    await fill('Correct-Horse-9', 'Correct-Horse-8')
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Passwords do not match' }))
    expect(sent).toHaveLength(0)
  })

  it('resets the password with the token, then offers to log in', async () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc%2B1' })
    const user = await fill('Correct-Horse-9')
    expect(await screen.findByRole('heading', { level: 1, name: 'Password reset' })).toBeInTheDocument()
    expect(screen.getByText('Your password has been reset. You can now log in.')).toBeInTheDocument()
    expect(sent).toEqual([{ token: 'abc+1', password: 'Correct-Horse-9' }])
    await user.click(screen.getByRole('button', { name: 'Log In' }))
    expect(getAccountDialogState()).toEqual({ open: 'account', mode: 'login' })
  })

  it('shows the invalid-link state when the server says the token is bad', async () => {
    answer('This reset link is invalid or has expired.')
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=used' })
    await fill('Correct-Horse-9')
    expect(await screen.findByRole('heading', { level: 1, name: 'Link invalid or expired' })).toBeInTheDocument()
  })

  it('toasts a policy message and keeps the form', async () => {
    answer('Password must be at least 10 characters')
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc' })
    await fill('short')
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith({
        variant: 'destructive',
        title: 'Password not reset',
        description: 'Password must be at least 10 characters',
      }),
    )
    expect(screen.getByLabelText('New password')).toBeInTheDocument()
  })
})
