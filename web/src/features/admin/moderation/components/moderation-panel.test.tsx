import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { renderWithProviders } from '@/test/render'
import { sentRequests, server } from '@/test/server'
import type { RemovedTexture, Report } from '../api/types'
import { ModerationPanel } from './moderation-panel'

const report = (id: number, title: string, over: Partial<Report> = {}): Report => ({
  id,
  showcaseId: id * 10,
  texture: { id: id * 10, title, imageUrl: `/api/showcase/image/${id * 10}?v=1`, username: 'steve', featured: false, removed: false },
  reporter: { id: 2, username: 'alex' },
  reason: `Not okay: ${title}`,
  status: 'open',
  resolution: '',
  createdAt: '2026-11-26T10:00:00Z',
  resolvedAt: null,
  ...over,
})

let open: Report[]
let resolved: Report[]
let removed: RemovedTexture[]
let bodies: unknown[]
let down: boolean
let requests: string[]

beforeEach(() => {
  open = [report(1, 'Mossy Stone'), report(2, 'Ruby Sword')]
  resolved = [report(3, 'Old Log', { status: 'resolved', resolution: 'dismissed', resolvedAt: '2026-11-25T09:00:00Z' })]
  removed = []
  bodies = []
  down = false
  requests = sentRequests()
  server.use(
    http.get('/api/admin/reports', ({ request }) => {
      if (down) return HttpResponse.json({ success: false, message: 'down' }, { status: 500 })
      const status = new URL(request.url).searchParams.get('status')
      return HttpResponse.json({ success: true, reports: status === 'resolved' ? resolved : open, nextCursor: null })
    }),
    http.get('/api/admin/showcase/removed', () => HttpResponse.json({ success: true, textures: removed, nextCursor: null })),
    http.post('/api/admin/reports/:id/resolve', async ({ params, request }) => {
      const body = (await request.json()) as { action: string }
      bodies.push(body)
      const r = open.find((x) => x.id === Number(params.id))!
      open = open.filter((x) => x !== r)
      if (body.action === 'remove') {
        removed = [
          {
            id: r.showcaseId,
            title: r.texture.title,
            imageUrl: r.texture.imageUrl,
            username: 'steve',
            size: 16,
            createdAt: r.createdAt,
            removedAt: '2026-11-26T11:00:00Z',
          },
        ]
      }
      return HttpResponse.json({ success: true, message: body.action === 'remove' ? 'Texture removed' : 'Report dismissed', report: r })
    }),
    http.put('/api/showcase/:id/featured', async ({ params, request }) => {
      const body = (await request.json()) as { featured: boolean }
      bodies.push(body)
      open = open.map((x) => (x.showcaseId === Number(params.id) ? { ...x, texture: { ...x.texture, featured: body.featured } } : x))
      return HttpResponse.json({ success: true, data: { id: Number(params.id), featured: body.featured } })
    }),
    http.post('/api/admin/showcase/:id/restore', () => {
      removed = []
      return HttpResponse.json({ success: true, message: 'Texture restored' })
    }),
  )
})

function renderPanel() {
  return renderWithProviders(
    <>
      <ModerationPanel />
      <Toaster />
    </>,
  )
}

const row = (name: RegExp) => screen.getByRole('row', { name })

describe('ModerationPanel', () => {
  it('lists open reports with the texture drawn crisp, its owner, reporter, reason and date', async () => {
    renderPanel()
    const table = await screen.findByRole('table', { name: 'Open reports' })
    const first = within(table).getByRole('row', { name: /Mossy Stone/ })
    expect(first.querySelector('img')).toHaveStyle({ imageRendering: 'pixelated' })
    expect(first.querySelector('img')).toHaveAttribute('src', '/api/showcase/image/10?v=1')
    expect(within(first).getByRole('link', { name: 'Mossy Stone' })).toHaveAttribute('href', '/showcase/10')
    expect(first).toHaveTextContent('steve')
    expect(first).toHaveTextContent('alex')
    expect(first).toHaveTextContent('Not okay: Mossy Stone')
    expect(first).toHaveTextContent('Nov 26, 2026')
    expect(await screen.findByText('No removed textures.')).toBeInTheDocument()

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resolved' }))
    expect(await screen.findByRole('table', { name: 'Resolved reports' })).toHaveTextContent('Dismissed on Nov 25, 2026')
    expect(requests).toContain('GET /api/admin/reports?status=resolved')
  })

  it('removes a texture only after a confirmation naming it, then lists it under Removed textures and restores it', async () => {
    const user = userEvent.setup()
    renderPanel()
    await user.click(within(await screen.findByRole('row', { name: /Mossy Stone/ })).getByRole('button', { name: 'Remove' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove “Mossy Stone” from the showcase?' })
    expect(dialog).toHaveTextContent('leaves the showcase for everyone')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(bodies).toEqual([])

    await user.click(within(row(/Mossy Stone/)).getByRole('button', { name: 'Remove' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove texture' }))
    expect(await screen.findByText('Texture removed')).toBeInTheDocument()
    expect(bodies).toEqual([{ action: 'remove' }])
    await waitFor(() => expect(screen.queryByRole('row', { name: /Report of “Mossy Stone”/ })).toBeNull())
    const gone = await screen.findByRole('row', { name: '“Mossy Stone” by steve' })

    await user.click(within(gone).getByRole('button', { name: 'Restore' }))
    expect(await screen.findByText('Texture restored')).toBeInTheDocument()
    expect(requests).toContain('POST /api/admin/showcase/10/restore')
    expect(await screen.findByText('No removed textures.')).toBeInTheDocument()
  })

  it('dismisses a report and features a texture', async () => {
    const user = userEvent.setup()
    renderPanel()
    await user.click(within(await screen.findByRole('row', { name: /Ruby Sword/ })).getByRole('button', { name: 'Feature' }))
    await waitFor(() => expect(within(row(/Ruby Sword/)).getByRole('button', { name: 'Unfeature' })).toBeInTheDocument())
    expect(requests).toContain('PUT /api/showcase/20/featured')
    expect(await screen.findByText('“Ruby Sword” is featured.')).toBeInTheDocument()

    await user.click(within(row(/Ruby Sword/)).getByRole('button', { name: 'Dismiss' }))
    expect(await screen.findByText('Report dismissed')).toBeInTheDocument()
    expect(bodies).toEqual([{ featured: true }, { action: 'dismiss' }])
    await waitFor(() => expect(screen.queryByRole('row', { name: /Ruby Sword/ })).toBeNull())
  })

  it('shows cards at 768 px or less, and the empty and error states', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width: 768px'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia
    const { unmount } = renderPanel()
    const cards = await screen.findByRole('list', { name: 'Open reports' })
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.queryByRole('table')).toBeNull()
    unmount()

    open = []
    const again = renderPanel()
    expect(await screen.findByText('No open reports. Reported textures show here.')).toBeInTheDocument()
    again.unmount()

    down = true
    renderPanel()
    expect(await screen.findByText('Could not load the reports.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })
})
