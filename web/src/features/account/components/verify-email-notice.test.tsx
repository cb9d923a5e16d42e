import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ToastModule from '@/hooks/use-toast'
import { toast } from '@/hooks/use-toast'
import { CURRENT_USER_KEY, type User } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'
import { renderWithProviders } from '@/test/render'
import { sentRequests, server } from '@/test/server'
import { VerifyEmailNotice } from './verify-email-notice'
import { testUser } from '@/test/users'

vi.mock('@/hooks/use-toast', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastModule>()
  return { ...actual, toast: vi.fn(actual.toast) }
})

const alex = testUser({ emailVerified: false })
const SENT = 'We sent a new verification link to a@b.c.'

const RESEND = '/api/user/verify-email/resend'

let serverUser: User

beforeEach(() => {
  serverUser = alex
  server.use(
    http.get('/api/user', () => HttpResponse.json({ success: true, message: 'Authenticated', user: serverUser })),
    http.post(RESEND, () => HttpResponse.json({ success: true, message: SENT })),
  )
})

function setup(user: User | null) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(CURRENT_USER_KEY, user ? { success: true, message: 'OK', user } : null)
  return renderWithProviders(<VerifyEmailNotice />, { queryClient })
}

const notice = () => screen.queryByRole('region', { name: 'Verify your email' })

describe('VerifyEmailNotice', () => {
  it('says where the link went and for how long, to a signed-in user who has not verified', () => {
    setup(alex)
    expect(notice()).toHaveTextContent('We sent a link to a@b.c. It works for 24 hours.')
    expect(screen.getByRole('button', { name: 'Resend email' })).toBeEnabled()
  })

  it('shows nothing to visitors or to verified users', () => {
    setup(null)
    expect(notice()).toBeNull()
    setup({ ...alex, emailVerified: true })
    expect(notice()).toBeNull()
  })

  it("resends: 'Sending...' while it waits, then the server's message", async () => {
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.post(RESEND, async () => {
        await answered
        return HttpResponse.json({ success: true, message: SENT })
      }),
    )
    const sent = sentRequests()
    setup(alex)
    await userEvent.click(screen.getByRole('button', { name: 'Resend email' }))
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    expect(sent).toContain(`POST ${RESEND}`)
    await act(async () => answer())
    expect(toast).toHaveBeenLastCalledWith({ title: 'Verification email', description: SENT })
    expect(await screen.findByRole('button', { name: 'Resend email' })).toBeEnabled()
  })

  it("toasts the server's message when refused (429)", async () => {
    const message = 'Too many attempts. Please try again in 58 minutes.'
    server.use(http.post(RESEND, () => HttpResponse.json({ success: false, message }, { status: 429, headers: { 'Retry-After': '3480' } })))
    setup(alex)
    await userEvent.click(screen.getByRole('button', { name: 'Resend email' }))
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith({ variant: 'destructive', title: 'Email not sent', description: message }))
    expect(notice()).toBeInTheDocument()
  })

  it('goes away when the refreshed user is verified (verified meanwhile in another tab)', async () => {
    serverUser = { ...alex, emailVerified: true }
    server.use(http.post(RESEND, () => HttpResponse.json({ success: true, message: 'Your email address is already verified.' })))
    setup(alex)
    await userEvent.click(screen.getByRole('button', { name: 'Resend email' }))
    await waitFor(() => expect(notice()).toBeNull())
  })
})
