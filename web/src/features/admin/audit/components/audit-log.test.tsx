import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { sentRequests, server } from '@/test/server'
import type { AuditEntry } from '../api/get-audit'
import { AuditLog } from './audit-log'

const entry = (id: number, action: string, target: string, details: unknown): AuditEntry => ({
  id,
  actor: 'root',
  actorId: 1,
  action,
  target,
  details,
  clientAddress: '203.0.113.9',
  createdAt: '2026-11-26T10:00:00Z',
})

const first = [
  entry(3, 'POST /api/admin/users/{id}/credits', 'id=7', { amount: 5, reason: 'Sorry' }),
  entry(2, 'POST /api/admin/users/{id}/suspend', 'id=8', null),
]
const second = [entry(1, 'PUT /api/admin/settings', '', { key: 'siteName', value: 'Blockworks' })]

let sent: string[]

beforeEach(() => {
  sent = sentRequests()
  server.use(
    http.get('/api/admin/audit', ({ request }) => {
      const params = new URL(request.url).searchParams
      const action = params.get('action') ?? ''
      if (action === 'nothing') return HttpResponse.json({ success: true, entries: [], nextCursor: null })
      if (action) return HttpResponse.json({ success: true, entries: first.filter((e) => e.action.includes(action)), nextCursor: null })
      return params.get('cursor') === 'c2'
        ? HttpResponse.json({ success: true, entries: second, nextCursor: null })
        : HttpResponse.json({ success: true, entries: first, nextCursor: 'c2' })
    }),
  )
})

const items = () => within(screen.getByRole('list', { name: 'Audit entries' })).getAllByRole('listitem')

describe('AuditLog', () => {
  it('shows each entry: action, target, actor, client address, time and compact details; loads more by cursor', async () => {
    const user = userEvent.setup()
    renderWithProviders(<AuditLog />)
    await waitFor(() => expect(items()).toHaveLength(2))
    expect(items()[0]).toHaveTextContent('POST /api/admin/users/{id}/credits · id=7')
    expect(items()[0]).toHaveTextContent('by root from 203.0.113.9')
    expect(items()[0]).toHaveTextContent('Nov 26, 2026')
    expect(within(items()[0]!).getByText('{"amount":5,"reason":"Sorry"}')).toBeInTheDocument()
    expect(items()[1]!.querySelector('code')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(items()).toHaveLength(3))
    expect(items()[2]).toHaveTextContent('PUT /api/admin/settings')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(sent).toEqual(['GET /api/admin/audit?limit=25', 'GET /api/admin/audit?limit=25&cursor=c2'])
  })

  it('filters by action once typing pauses, and says when nothing matches', async () => {
    const user = userEvent.setup()
    renderWithProviders(<AuditLog />)
    await waitFor(() => expect(items()).toHaveLength(2))
    await user.type(screen.getByLabelText('Filter by action'), 'suspend')
    await waitFor(() => expect(items()).toHaveLength(1))
    expect(items()[0]).toHaveTextContent('suspend')
    expect(sent.at(-1)).toBe('GET /api/admin/audit?limit=25&action=suspend')
    await user.clear(screen.getByLabelText('Filter by action'))
    await user.type(screen.getByLabelText('Filter by action'), 'nothing')
    expect(await screen.findByText('No entries whose action contains "nothing".')).toBeInTheDocument()
  })

  it("shows the server's error with a Retry", async () => {
    server.use(http.get('/api/admin/audit', () => HttpResponse.json({ success: false, message: 'Forbidden' }, { status: 403 })))
    renderWithProviders(<AuditLog />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the audit log: Forbidden')
  })
})
