import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithProviders } from '@/test/render'
import { UnsubscribePage } from './unsubscribe-page'

const UNSUBSCRIBED = 'You have been unsubscribed from the Texelforge newsletter.'
const INVALID = 'This unsubscribe link is invalid or has expired.'

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
let subscribed: boolean

beforeEach(() => {
  subscribed = true
  fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
    if (init?.method === 'POST') {
      subscribed = false
      return jsonResponse({ success: true, message: UNSUBSCRIBED })
    }
    return jsonResponse({ success: true, message: 'OK', email: 'f***@example.com', subscribed })
  })
  vi.stubGlobal('fetch', fetchMock)
})

const open = (route = '/newsletter/unsubscribe?token=a%2Bb') => renderWithProviders(<UnsubscribePage />, { route })

describe('UnsubscribePage', () => {
  it('reads the masked address as it opens, changing nothing, and unsubscribes on the button', async () => {
    open()
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link…')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Unsubscribe f***@example.com from the Texelforge newsletter?'))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/newsletter/unsubscribe?token=a%2Bb')
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('GET')
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribed' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(UNSUBSCRIBED)
    expect(fetchMock).toHaveBeenCalledWith('/api/newsletter/unsubscribe?token=a%2Bb', expect.objectContaining({ method: 'POST' }))
  })

  it('says when the address is not subscribed', async () => {
    subscribed = false
    open()
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('This address is not subscribed.'))
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull()
  })

  it("shows the server's message for a bad link", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: INVALID }, { status: 400 }))
    open('/newsletter/unsubscribe?token=nope')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(INVALID))
    expect(screen.getByRole('heading', { level: 1, name: 'Could not unsubscribe' })).toBeInTheDocument()
  })

  it("shows the server's message when the click is refused", async () => {
    open()
    await screen.findByRole('button', { name: 'Unsubscribe' })
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Too many attempts. Please try again in 1 minute.' }, { status: 429 }))
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Too many attempts. Please try again in 1 minute.'))
  })

  it('is the error, with no request, without a token', () => {
    open('/newsletter/unsubscribe')
    expect(screen.getByRole('status')).toHaveTextContent(INVALID)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
