import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { sentRequests, server } from '@/test/server'
import { UnsubscribePage } from './unsubscribe-page'

const UNSUBSCRIBED = 'You have been unsubscribed from the Texelforge newsletter.'
const INVALID = 'This unsubscribe link is invalid or has expired.'

let subscribed: boolean
let sent: string[]

beforeEach(() => {
  subscribed = true
  sent = sentRequests()
  server.use(
    http.post('/api/newsletter/unsubscribe', () => {
      subscribed = false
      return HttpResponse.json({ success: true, message: UNSUBSCRIBED })
    }),
    http.get('/api/newsletter/unsubscribe', () =>
      HttpResponse.json({ success: true, message: 'OK', email: 'f***@example.com', subscribed }),
    ),
  )
})

const open = (route = '/newsletter/unsubscribe?token=a%2Bb') => renderWithProviders(<UnsubscribePage />, { route })

describe('UnsubscribePage', () => {
  it('reads the masked address as it opens, changing nothing, and unsubscribes on the button', async () => {
    open()
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link…')
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Unsubscribe f***@example.com from the Texelforge newsletter?'),
    )
    expect(sent).toEqual(['GET /api/newsletter/unsubscribe?token=a%2Bb'])
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribed' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(UNSUBSCRIBED)
    expect(sent).toContain('POST /api/newsletter/unsubscribe?token=a%2Bb')
  })

  it('says when the address is not subscribed', async () => {
    subscribed = false
    open()
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('This address is not subscribed.'))
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull()
  })

  it("shows the server's message for a bad link", async () => {
    server.use(http.get('/api/newsletter/unsubscribe', () => HttpResponse.json({ success: false, message: INVALID }, { status: 400 })))
    open('/newsletter/unsubscribe?token=nope')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(INVALID))
    expect(screen.getByRole('heading', { level: 1, name: 'Could not unsubscribe' })).toBeInTheDocument()
  })

  it("shows the server's message when the click is refused", async () => {
    open()
    await screen.findByRole('button', { name: 'Unsubscribe' })
    server.use(
      http.post('/api/newsletter/unsubscribe', () =>
        HttpResponse.json({ success: false, message: 'Too many attempts. Please try again in 1 minute.' }, { status: 429 }),
      ),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Too many attempts. Please try again in 1 minute.'))
  })

  it('is the error, with no request, without a token', () => {
    open('/newsletter/unsubscribe')
    expect(screen.getByRole('status')).toHaveTextContent(INVALID)
    expect(sent).toEqual([])
  })
})
