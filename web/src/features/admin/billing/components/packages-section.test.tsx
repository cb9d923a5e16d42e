import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ToastModule from '@/hooks/use-toast'
import { toast } from '@/hooks/use-toast'
import { renderWithProviders } from '@/test/render'
import { sentRequests, server } from '@/test/server'
import type { AdminPackage } from '../api/types'
import { PackagesSection } from './packages-section'

vi.mock('@/hooks/use-toast', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastModule>()
  return { ...actual, toast: vi.fn(actual.toast) }
})

const pkg = (id: number, name: string, over: Partial<AdminPackage> = {}): AdminPackage => ({
  id,
  name,
  credits: id * 10,
  priceUsd: id * 500,
  displayOrder: id,
  active: true,
  archived: false,
  ...over,
})

let bodies: { method: string; path: string; body: unknown }[]

beforeEach(() => {
  vi.mocked(toast).mockClear()
  bodies = []
  const record = async ({ request }: { request: Request }) => {
    const text = await request.text()
    bodies.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null })
  }
  server.use(
    http.get('/api/admin/credit-packages', () =>
      HttpResponse.json({
        success: true,
        message: 'OK',
        packages: [pkg(2, 'Handful'), pkg(1, 'Starter'), pkg(3, 'Old bundle', { archived: true, active: false })],
      }),
    ),
    http.post('/api/admin/credit-packages', async (info) => {
      await record(info)
      return HttpResponse.json({ success: true, message: 'Credit package created', package: pkg(4, 'Big') }, { status: 201 })
    }),
    http.put('/api/admin/credit-packages/:id', async (info) => {
      await record(info)
      return HttpResponse.json({ success: true, message: 'Credit package updated', package: pkg(1, 'Starter') })
    }),
    http.put('/api/admin/credit-packages/:id/reorder', async (info) => {
      await record(info)
      return HttpResponse.json({ success: true, message: 'Credit package reordered', package: pkg(1, 'Starter') })
    }),
    http.delete('/api/admin/credit-packages/:id', async (info) => {
      await record(info)
      return HttpResponse.json({ success: true, message: 'Credit package archived' })
    }),
  )
})

describe('PackagesSection', () => {
  it('lists the packages on sale in display order, and the archived ones apart', async () => {
    renderWithProviders(<PackagesSection />)
    const table = await screen.findByRole('table', { name: 'Credit packages, in display order' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Starter', 'Handful'])
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Starter', '10', '$5.00', '$0.50', 'On sale', expect.any(String)])
    expect(screen.getByText('Archived packages (1)')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Move Starter up' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move Handful down' })).toBeDisabled()
  })

  it('checks a new package before sending it', async () => {
    const user = userEvent.setup()
    renderWithProviders(<PackagesSection />)
    await user.click(await screen.findByRole('button', { name: 'New package' }))
    const dialog = screen.getByRole('dialog', { name: 'New credit package' })
    await user.click(within(dialog).getByRole('button', { name: 'Create package' }))
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('A package name is 1 to 60 characters.')
    expect(within(dialog).getByRole('textbox', { name: 'Credits' })).toHaveAccessibleDescription(
      'A package has 1 to 100,000 credits, a whole number.',
    )
    expect(within(dialog).getByRole('textbox', { name: 'Price (USD)' })).toHaveAccessibleDescription('A package costs $0.50 to $10,000.00.')
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus()

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Big')
    await user.type(within(dialog).getByRole('textbox', { name: 'Credits' }), '2x00001')
    await user.type(within(dialog).getByRole('textbox', { name: 'Price (USD)' }), '$0.4.9')
    expect(within(dialog).getByRole('textbox', { name: 'Credits' })).toHaveValue('200001')
    expect(within(dialog).getByRole('textbox', { name: 'Price (USD)' })).toHaveValue('0.49')
    await user.click(within(dialog).getByRole('button', { name: 'Create package' }))
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByRole('textbox', { name: 'Credits' })).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByRole('textbox', { name: 'Price (USD)' })).toHaveAttribute('aria-invalid', 'true')
    expect(bodies).toEqual([])

    await user.clear(within(dialog).getByRole('textbox', { name: 'Credits' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Credits' }), '100')
    await user.clear(within(dialog).getByRole('textbox', { name: 'Price (USD)' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Price (USD)' }), '39.99')
    await user.click(within(dialog).getByRole('button', { name: 'Create package' }))
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          method: 'POST',
          path: '/api/admin/credit-packages',
          body: { name: 'Big', credits: 100, priceUsd: 3999, active: true, displayOrder: 3 },
        },
      ]),
    )
    expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Credit package created' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('edits a package, pausing its sale', async () => {
    const user = userEvent.setup()
    renderWithProviders(<PackagesSection />)
    await user.click(await screen.findByRole('button', { name: 'Edit Starter' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit credit package' })
    expect(within(dialog).getByRole('textbox', { name: 'Price (USD)' })).toHaveValue('5')
    await user.click(within(dialog).getByRole('switch', { name: 'On sale' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(bodies).toEqual([
        { method: 'PUT', path: '/api/admin/credit-packages/1', body: { name: 'Starter', credits: 10, priceUsd: 500, active: false } },
      ]),
    )
  })

  it('moves a package and deletes one after confirming', async () => {
    const user = userEvent.setup()
    const sent = sentRequests()
    renderWithProviders(<PackagesSection />)
    await user.click(await screen.findByRole('button', { name: 'Move Handful up' }))
    await waitFor(() =>
      expect(bodies).toEqual([
        { method: 'PUT', path: '/api/admin/credit-packages/2/reorder', body: { displayOrder: 1 } },
        { method: 'PUT', path: '/api/admin/credit-packages/1/reorder', body: { displayOrder: 2 } },
      ]),
    )
    bodies = []
    await user.click(screen.getByRole('button', { name: 'Delete Handful' }))
    const confirm = screen.getByRole('dialog', { name: 'Delete Handful?' })
    expect(confirm).toHaveTextContent('If anyone ever bought it, it is archived instead of deleted')
    expect(bodies).toEqual([])
    await user.click(within(confirm).getByRole('button', { name: 'Delete package' }))
    await waitFor(() => expect(bodies).toEqual([{ method: 'DELETE', path: '/api/admin/credit-packages/2', body: null }]))
    expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Credit package archived' })
    await waitFor(() => expect(sent.filter((r) => r === 'GET /api/admin/credit-packages').length).toBeGreaterThanOrEqual(3))
  })
})
