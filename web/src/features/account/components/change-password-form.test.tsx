import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ToastModule from '@/hooks/use-toast'
import { toast } from '@/hooks/use-toast'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { ChangePasswordForm } from './change-password-form'

vi.mock('@/hooks/use-toast', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastModule>()
  return { ...actual, toast: vi.fn(actual.toast) }
})

/** The bodies POSTed to /api/user/password. */
let sent: unknown[]

beforeEach(() => {
  sent = []
  server.use(
    http.post('/api/user/password', async ({ request }) => {
      sent.push(await request.json())
      return HttpResponse.json({ success: true, message: 'Password changed' })
    }),
  )
})

/** refuse makes POST /api/user/password fail with status and message. */
function refuse(status: number, message: string) {
  server.use(http.post('/api/user/password', () => HttpResponse.json({ success: false, message }, { status })))
}

async function submit(current: string, next: string, confirm = next) {
  const user = userEvent.setup()
  renderWithProviders(<ChangePasswordForm hasPassword signInWithGoogle={vi.fn()} />)
  await user.type(screen.getByLabelText('Current password'), current)
  await user.type(screen.getByLabelText('New password'), next)
  await user.type(screen.getByLabelText('Confirm new password'), confirm)
  await user.click(screen.getByRole('button', { name: 'Change Password' }))
}

describe('ChangePasswordForm', () => {
  it('posts the current and new password, toasts and clears the fields', async () => {
    await submit('Old-Password-1', 'New-Password-2')
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith({ title: 'Password changed', description: 'Password changed' }))
    expect(sent).toEqual([{ currentPassword: 'Old-Password-1', newPassword: 'New-Password-2' }])
    expect(screen.getByLabelText('Current password')).toHaveValue('')
  })

  it('refuses a confirmation that does not match', async () => {
    await submit('Old-Password-1', 'New-Password-2', 'New-Password-3')
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Passwords do not match' }))
    expect(sent).toHaveLength(0)
  })

  it("toasts the server's message on failure and keeps the fields", async () => {
    refuse(400, 'Current password is incorrect')
    await submit('wrong', 'New-Password-2')
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith({
        variant: 'destructive',
        title: 'Password not changed',
        description: 'Current password is incorrect',
      }),
    )
    expect(screen.getByLabelText('Current password')).toHaveValue('wrong')
  })
})

describe('ChangePasswordForm without a password (a Google account)', () => {
  async function setPassword(signInWithGoogle = vi.fn()) {
    const user = userEvent.setup()
    renderWithProviders(<ChangePasswordForm hasPassword={false} signInWithGoogle={signInWithGoogle} />)
    await user.type(screen.getByLabelText('New password'), 'New-Password-2')
    await user.type(screen.getByLabelText('Confirm new password'), 'New-Password-2')
    await user.click(screen.getByRole('button', { name: 'Set Password' }))
    return user
  }

  it("is 'Set a password', without the current password, and sends an empty one", async () => {
    await setPassword()
    expect(screen.getByRole('region', { name: 'Set a password' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Current password')).toBeNull()
    await waitFor(() => expect(sent).toEqual([{ currentPassword: '', newPassword: 'New-Password-2' }]))
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Password changed' })))
  })

  it("shows the server's 403 message and offers the Google sign-in", async () => {
    const message = 'For your security, sign in with Google again, then set your password within 10 minutes.'
    refuse(403, message)
    const signInWithGoogle = vi.fn()
    const user = await setPassword(signInWithGoogle)
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }))
    expect(signInWithGoogle).toHaveBeenCalledOnce()
  })

  it('offers no Google sign-in for other errors', async () => {
    refuse(400, 'Password is too weak')
    await setPassword()
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ description: 'Password is too weak' })))
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull()
  })
})
