import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { ConfirmSubscriptionPage } from './confirm-subscription-page'

const CONFIRMED = 'Your newsletter subscription is confirmed. Thanks!'
const INVALID = 'This confirmation link is invalid or has expired.'

/** The bodies POSTed to /api/newsletter/confirm. */
let sent: unknown[]

beforeEach(() => {
  sent = []
  server.use(
    http.post('/api/newsletter/confirm', async ({ request }) => {
      sent.push(await request.json())
      return HttpResponse.json({ success: true, message: CONFIRMED })
    }),
  )
})

describe('ConfirmSubscriptionPage', () => {
  it('does nothing as it opens, and confirms on the button', async () => {
    renderWithProviders(<ConfirmSubscriptionPage />, { route: '/newsletter/confirm?token=t0k' })
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeInTheDocument()
    expect(sent).toHaveLength(0)
    await userEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(CONFIRMED)
    expect(sent).toEqual([{ token: 't0k' }])
  })

  it("shows the server's message when the link does not work", async () => {
    server.use(http.post('/api/newsletter/confirm', () => HttpResponse.json({ success: false, message: INVALID }, { status: 400 })))
    renderWithProviders(<ConfirmSubscriptionPage />, { route: '/newsletter/confirm?token=old' })
    await userEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription not confirmed' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(INVALID)
  })

  it('is the error, with no button, without a token', () => {
    renderWithProviders(<ConfirmSubscriptionPage />, { route: '/newsletter/confirm' })
    expect(screen.getByRole('status')).toHaveTextContent(INVALID)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
