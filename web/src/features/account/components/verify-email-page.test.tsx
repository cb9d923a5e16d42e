import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { http, HttpResponse } from 'msw'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { CURRENT_USER_KEY, type User } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'
import { sentRequests, server } from '@/test/server'
import { VerifyEmailPage } from './verify-email-page'
import { testUser } from '@/test/users'

const alex = testUser({ emailVerified: false })
const VERIFIED = 'Your email address has been verified.'
const INVALID = 'This verification link is invalid or has expired.'

let verifyAnswer: () => Response
/** The bodies POSTed to /api/verify-email. */
let verifyBodies: unknown[]
let sent: string[]

beforeEach(() => {
  verifyAnswer = () => HttpResponse.json({ success: true, message: VERIFIED })
  verifyBodies = []
  sent = sentRequests()
  server.use(
    http.post('/api/verify-email', async ({ request }) => {
      verifyBodies.push(await request.json())
      return verifyAnswer()
    }),
    http.get('/api/user', () => HttpResponse.json({ success: true, message: 'OK', user: { ...alex, emailVerified: true } })),
    http.post('/api/user/verify-email/resend', () =>
      HttpResponse.json({ success: true, message: 'We sent a new verification link to a@b.c.' }),
    ),
  )
})

function setup(route: string, user: User | null = null) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(CURRENT_USER_KEY, user ? { success: true, message: 'OK', user } : null)
  // StrictMode outermost, as in main.tsx: effects run twice on mount.
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <VerifyEmailPage />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  )
  return queryClient
}

describe('VerifyEmailPage', () => {
  it('verifies once as it opens, then links to the studio and the dashboard and refreshes the user', async () => {
    const queryClient = setup('/verify-email?token=abc', alex)
    expect(screen.getByRole('heading', { level: 1, name: 'Verifying your email' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: 'Email verified' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(VERIFIED)
    expect(screen.getByRole('link', { name: 'Open the Texture Studio' })).toHaveAttribute('href', '/texture-studio')
    expect(screen.getByRole('link', { name: 'Go to My Dashboard' })).toHaveAttribute('href', '/dashboard')
    expect(verifyBodies).toEqual([{ token: 'abc' }]) // StrictMode runs effects twice
    expect(queryClient.getQueryState(CURRENT_USER_KEY)?.isInvalidated).toBe(true) // refetched where it is shown
  })

  it("shows the server's error and, to a signed-in user, a button that sends a new link", async () => {
    verifyAnswer = () => HttpResponse.json({ success: false, message: INVALID }, { status: 400 })
    setup('/verify-email?token=used', alex)
    expect(await screen.findByRole('heading', { level: 1, name: 'Email not verified' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(INVALID)
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }))
    await waitFor(() => expect(sent.filter((r) => r === 'POST /api/user/verify-email/resend')).toHaveLength(1))
  })

  it('offers visitors to log in instead', async () => {
    verifyAnswer = () =>
      HttpResponse.json({ success: false, message: 'Too many attempts. Please try again in 5 minutes.' }, { status: 429 })
    setup('/verify-email?token=abc')
    expect(await screen.findByRole('status')).toHaveTextContent('Too many attempts. Please try again in 5 minutes.')
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull()
  })

  it('is the error, with no request, without a token', () => {
    setup('/verify-email', { ...alex, emailVerified: true })
    expect(screen.getByRole('heading', { level: 1, name: 'Email not verified' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(INVALID)
    expect(screen.getByRole('link', { name: 'Go to My Dashboard' })).toBeInTheDocument()
    expect(sent).toEqual([])
  })
})
