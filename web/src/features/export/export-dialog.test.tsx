import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { createQueryClient } from '@/lib/query-client'
import { savedTextureKeys } from '@/lib/saved-textures'
import { renderWithProviders } from '@/test/render'
import { sentRequests, server } from '@/test/server'
import ExportDialog from './export-dialog'

const textures = [
  { id: 7, title: 'Ruby Block', kind: 'block', size: 16, imageUrl: '/api/textures/7/png?v=a' },
  { id: 9, title: 'Ruby Sword', kind: 'item', size: 16, imageUrl: '/api/textures/9/png?v=b' },
]
const versions = [
  { key: '1.20.1', label: 'Java 1.20.1', packFormat: 15 },
  { key: '1.21.4', label: 'Java 1.21.4', packFormat: 46 },
]

let exportResponse: () => Response
/** Every request the dialog sends, and the bodies POSTed to /api/textures/export. */
let sent: string[]
let exports: { names: Record<string, string> }[]

beforeEach(() => {
  exportResponse = () =>
    new HttpResponse(new Uint8Array([0x50, 0x4b]), {
      headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="Ruby_Pack.zip"' },
    })
  sent = sentRequests()
  exports = []
  server.use(
    http.get('/api/textures/pack-versions', () => HttpResponse.json({ success: true, versions })),
    http.get('/api/textures/vanilla-names', () => HttpResponse.json({ success: true, names: ['block/redstone_block', 'block/stone'] })),
    http.post('/api/textures/export', async ({ request }) => {
      exports.push((await request.json()) as (typeof exports)[number])
      return exportResponse()
    }),
    http.get('/api/textures/:id', ({ params }) => {
      const texture = textures.find((t) => t.id === Number(params.id))
      return texture
        ? HttpResponse.json({ success: true, texture })
        : HttpResponse.json({ success: false, message: 'unexpected' }, { status: 500 })
    }),
  )
  URL.createObjectURL = vi.fn(() => 'blob:pack')
  URL.revokeObjectURL = vi.fn()
})

function renderDialog(onOpenChange = vi.fn()) {
  renderWithProviders(
    <>
      <ExportDialog open onOpenChange={onOpenChange} textureIds={[7, 9]} />
      <Toaster />
    </>,
  )
  return onOpenChange
}

describe('ExportDialog', () => {
  it('takes the textures from the loaded pages of My Textures without asking again', async () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData(savedTextureKeys.all, {
      pages: [{ success: true, textures: [{ ...textures[0], title: 'Loaded Block' }], nextCursor: 'more' }],
      pageParams: [null],
    })
    renderWithProviders(<ExportDialog open onOpenChange={vi.fn()} textureIds={[7, 9]} />, { queryClient })
    expect(await screen.findByLabelText('Custom name for Loaded Block')).toHaveValue('loaded_block')
    expect(await screen.findByLabelText('Custom name for Ruby Sword')).toHaveValue('ruby_sword')
    expect(sent.filter((r) => /^GET \/api\/textures\/\d+$/.test(r))).toEqual(['GET /api/textures/9'])
  })

  it('exports a Java pack with the newest version and the default custom names, then downloads it', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const onOpenChange = renderDialog()
    expect(await screen.findByLabelText('Custom name for Ruby Block')).toHaveValue('ruby_block')
    await waitFor(() => expect(screen.getByLabelText('Game version')).toHaveValue('1.21.4'))
    fireEvent.change(screen.getByLabelText('Pack name'), { target: { value: ' Ruby Pack ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Export pack' }))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(exports[0]).toEqual({
      ids: [7, 9],
      edition: 'java',
      version: '1.21.4',
      names: { '7': 'ruby_block', '9': 'ruby_sword' },
      packName: 'Ruby Pack',
      description: 'Made with Texelforge',
    })
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement
    expect(anchor.download).toBe('Ruby_Pack.zip')
    expect(await screen.findByText('Download started')).toBeInTheDocument()
  })

  it('shows the snake_case error and sends nothing while a custom name is invalid', async () => {
    renderDialog()
    const name = await screen.findByLabelText('Custom name for Ruby Sword')
    fireEvent.change(name, { target: { value: 'Ruby Sword' } })
    fireEvent.click(screen.getByRole('button', { name: 'Export pack' }))
    expect(await screen.findByText(/Use snake_case/)).toBeInTheDocument()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(exports).toHaveLength(0)
  })

  it('replaces a vanilla texture picked from the search', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    renderDialog()
    const row = (await screen.findAllByTestId('export-target'))[0]!
    fireEvent.click(within(row).getByRole('radio', { name: 'Replace vanilla' }))
    const search = within(row).getByRole('combobox', { name: 'Vanilla texture replaced by Ruby Block' })
    fireEvent.focus(search)
    fireEvent.change(search, { target: { value: 'red' } })
    await waitFor(() => expect(sent).toContain('GET /api/textures/vanilla-names?kind=block&q=red'))
    fireEvent.click(await within(row).findByRole('option', { name: 'block/redstone_block' }))
    expect(search).toHaveValue('block/redstone_block')
    await waitFor(() => expect(screen.getByLabelText('Game version')).toHaveValue('1.21.4'))
    fireEvent.click(screen.getByRole('button', { name: 'Export pack' }))
    await waitFor(() => expect(exports).toHaveLength(1))
    expect(exports[0]!.names['7']).toBe('block/redstone_block')
  })

  it("toasts the server's message when the export fails", async () => {
    exportResponse = () => HttpResponse.json({ success: false, message: 'Unknown game version.' }, { status: 400 })
    renderDialog()
    await screen.findByLabelText('Custom name for Ruby Block')
    await waitFor(() => expect(screen.getByLabelText('Game version')).toHaveValue('1.21.4'))
    fireEvent.click(screen.getByRole('button', { name: 'Export pack' }))
    expect(await screen.findByText('Export failed')).toBeInTheDocument()
    expect(screen.getByText('Unknown game version.')).toBeInTheDocument()
  })
})
