import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { installMatchMedia } from '@/test/match-media'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import type { OutboxEmail } from '../api/types'
import { EmailPage } from './email-page'

const mail = (id: number, over: Partial<OutboxEmail> = {}): OutboxEmail => ({
  id,
  to: `player${id}@example.com`,
  subject: `Reset your password ${id}`,
  text: 'Open http://localhost/reset-password?token=•••• to choose a new password.',
  html: '<p>Open <a href="http://localhost/reset-password?token=••••">this link</a></p><script>parent.alert(1)</script>',
  purpose: 'password-reset',
  transport: 'outbox',
  status: 'sent',
  attempts: 1,
  lastError: '',
  createdAt: '2026-11-26T10:00:00Z',
  sentAt: '2026-11-26T10:00:05Z',
  ...over,
})

let asked: URLSearchParams[]

beforeEach(() => {
  asked = []
  server.use(
    http.get('/api/admin/email', ({ request }) => {
      const params = new URL(request.url).searchParams
      asked.push(params)
      if (params.get('cursor') === 'c2') return HttpResponse.json({ success: true, message: 'OK', emails: [mail(1)], nextCursor: null })
      const emails = [mail(3, { status: 'failed', attempts: 5, lastError: 'dial tcp: connection refused', sentAt: null }), mail(2)]
      const q = params.get('q') ?? ''
      const status = params.get('status') ?? ''
      const shown = emails.filter((e) => (e.to + e.subject).includes(q) && (status === '' || e.status === status))
      return HttpResponse.json({ success: true, message: 'OK', emails: shown, nextCursor: q || status ? null : 'c2' })
    }),
  )
})

const search = (p: URLSearchParams) => p.toString()

describe('Outbox', () => {
  it('lists the mails with their delivery and loads more by cursor', async () => {
    const user = userEvent.setup()
    renderWithProviders(<EmailPage />)
    const table = await screen.findByRole('table', { name: 'Mails, newest first' })
    const rows = () => within(table).getAllByRole('row').slice(1)
    expect(rows()).toHaveLength(2)
    const failed = within(rows()[0]!).getAllByRole('cell')
    expect(failed.map((c) => c.textContent)).toEqual([
      'player3@example.com',
      'Reset your password 3',
      'Failed',
      '5',
      'dial tcp: connection refused',
      expect.stringContaining('2026'),
      '—',
    ])
    expect(search(asked[0]!)).toBe('limit=50')

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(search(asked.at(-1)!)).toBe('limit=50&cursor=c2')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('searches once typing pauses, and filters by status', async () => {
    const user = userEvent.setup()
    renderWithProviders(<EmailPage />)
    await screen.findByRole('table')
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'player2')
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2))
    // One request for the whole word, not one a keystroke.
    expect(asked.map(search)).toEqual(['limit=50', 'limit=50&q=player2'])

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed')
    await waitFor(() => expect(asked.map(search)).toContain('limit=50&status=failed'))
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2))
    expect(screen.getByRole('button', { name: 'Reset your password 3' })).toBeInTheDocument()

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody')
    expect(await screen.findByText('No mail matches these filters.')).toBeInTheDocument()
  })

  it('shows cards on a phone', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(max-width: 768px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia
    renderWithProviders(<EmailPage />)
    const list = await screen.findByRole('list', { name: 'Mails' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('dial tcp: connection refused')
    expect(screen.queryByRole('table')).toBeNull()
    installMatchMedia(false)
  })

  it('says when the outbox is empty or cannot be read', async () => {
    server.use(http.get('/api/admin/email', () => HttpResponse.json({ success: true, message: 'OK', emails: [], nextCursor: null })))
    const { unmount } = renderWithProviders(<EmailPage />)
    expect(await screen.findByText('No mail has been sent yet.')).toBeInTheDocument()
    unmount()
    server.use(http.get('/api/admin/email', () => HttpResponse.json({ success: false, message: 'Admins only' }, { status: 403 })))
    renderWithProviders(<EmailPage />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the outbox: Admins only')
  })
})
