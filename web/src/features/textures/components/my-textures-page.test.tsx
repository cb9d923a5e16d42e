import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import type { SavedTexture } from '@/lib/saved-textures'
import type { ExportSlotProps } from '@/lib/slots'
import { renderWithProviders } from '@/test/render'
import { sentRequests, server } from '@/test/server'
import { MyTexturesPage } from './my-textures-page'

const texture = (id: number, title: string): SavedTexture => ({
  id,
  title,
  prompt: title.toLowerCase(),
  kind: 'block',
  size: 16,
  imageUrl: `/api/textures/${id}/png?v=${id}`,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  showcaseId: null,
})

let list: SavedTexture[]
/** Every request the page sends, and the bodies PATCHed, by path. */
let sent: string[]
let patches: { path: string; body: unknown }[]

/** page answers GET /api/textures?limit&cursor from list, the cursor being the index to start at. */
function page(url: string) {
  const params = new URL(url, 'http://x').searchParams
  const start = Number(params.get('cursor') ?? 0)
  const end = start + Number(params.get('limit'))
  return { success: true, textures: list.slice(start, end), nextCursor: end < list.length ? String(end) : null }
}

beforeEach(() => {
  list = [texture(2, 'Ruby Block'), texture(1, 'Mossy Stone')]
  sent = sentRequests()
  patches = []
  server.use(
    http.get('/api/textures', ({ request }) => HttpResponse.json(page(request.url))),
    http.patch('/api/textures/:id', async ({ request, params }) => {
      const body = (await request.json()) as { title: string }
      patches.push({ path: new URL(request.url).pathname, body })
      return HttpResponse.json({
        success: true,
        texture: { ...list.find((t) => t.id === Number(params.id))!, ...body },
      })
    }),
    http.delete('/api/textures/:id', () => HttpResponse.json({ success: true })),
  )
})

function renderPage() {
  const exportSlot = vi.fn((props: ExportSlotProps) =>
    props.open ? <div role="dialog">Exporting {props.textureIds.join(',')}</div> : null,
  )
  renderWithProviders(
    <>
      <MyTexturesPage renderExport={exportSlot} />
      <Toaster />
    </>,
  )
  return exportSlot
}

describe('MyTexturesPage', () => {
  it('shows the saved textures crisp, each linking to the studio', async () => {
    renderPage()
    expect(screen.getByText('Loading your textures...')).toBeInTheDocument()
    const img = await screen.findByRole('img', { name: 'Ruby Block' })
    expect(img).toHaveStyle({ imageRendering: 'pixelated' })
    expect(screen.getByRole('link', { name: 'Open Ruby Block in the studio' })).toHaveAttribute('href', '/texture-studio?texture=2')
    expect(screen.getAllByTestId('texture-card')).toHaveLength(2)
  })

  it('loads further pages with Load more, until the last', async () => {
    list = Array.from({ length: 75 }, (_, i) => texture(75 - i, `Texture ${75 - i}`))
    renderPage()
    await screen.findByRole('img', { name: 'Texture 75' })
    expect(screen.getAllByTestId('texture-card')).toHaveLength(60)
    expect(screen.getByText('60+ saved')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('img', { name: 'Texture 1' })).toBeInTheDocument()
    expect(screen.getAllByTestId('texture-card')).toHaveLength(75)
    expect(screen.getByText('75 saved')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(sent).toContain('GET /api/textures?limit=60&cursor=60')
  })

  it('shows the empty state with a way to the studio', async () => {
    list = []
    renderPage()
    expect(await screen.findByText('No saved textures yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Texture Studio' })).toHaveAttribute('href', '/texture-studio')
  })

  it('offers Retry after an error, and loads on retry', async () => {
    server.use(http.get('/api/textures', () => new HttpResponse('down', { status: 500 }), { once: true }))
    renderPage()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Error loading textures')
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('img', { name: 'Mossy Stone' })).toBeInTheDocument()
  })

  it('renames a texture through the dialog, checking the title first', async () => {
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Ruby Block' }))
    const input = screen.getByLabelText('Title')
    fireEvent.change(input, { target: { value: '   ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText('Enter a title.')).toBeInTheDocument()
    fireEvent.change(input, { target: { value: ' Ruby Ore ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('img', { name: 'Ruby Ore' })).toBeInTheDocument()
    expect(patches).toEqual([{ path: '/api/textures/2', body: { title: 'Ruby Ore' } }])
  })

  it('deletes only after the confirmation', async () => {
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Mossy Stone' }))
    const dialog = screen.getByRole('alertdialog')
    expect(dialog).toHaveTextContent('“Mossy Stone” will be deleted for good.')
    expect(sent.some((r) => r.startsWith('DELETE '))).toBe(false)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Mossy Stone' })).toBeNull())
    expect(sent).toContain('DELETE /api/textures/1')
    expect(await screen.findByText('Texture deleted')).toBeInTheDocument()
  })

  it('exports the selected textures as one pack', async () => {
    const exportSlot = renderPage()
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Ruby Block' }))
    expect(screen.getByRole('button', { name: 'Export as a pack' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Mossy Stone' }))
    expect(screen.getByText('2 selected')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Export 2 as one pack' }))
    expect(screen.getByRole('dialog')).toHaveTextContent('Exporting 2,1')
    expect(exportSlot).toHaveBeenLastCalledWith(expect.objectContaining({ open: true, textureIds: [2, 1] }))
  })
})
