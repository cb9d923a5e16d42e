import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithProviders } from '@/test/render'
import { ConfirmSubscriptionPage } from './confirm-subscription-page'

const CONFIRMED = 'Your newsletter subscription is confirmed. Thanks!'
const INVALID = 'This confirmation link is invalid or has expired.'

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ success: true, message: CONFIRMED }))
  vi.stubGlobal('fetch', fetchMock)
})

describe('ConfirmSubscriptionPage', () => {
  it('does nothing as it opens, and confirms on the button', async () => {
    renderWithProviders(<ConfirmSubscriptionPage />, { route: '/newsletter/confirm?token=t0k' })
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(CONFIRMED)
    expect(fetchMock).toHaveBeenCalledWith('/api/newsletter/confirm', expect.objectContaining({ method: 'POST' }))
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ token: 't0k' })
  })

  it("shows the server's message when the link does not work", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: INVALID }, { status: 400 }))
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
