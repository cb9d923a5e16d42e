import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ToastModule from '@/hooks/use-toast'
import { toast } from '@/hooks/use-toast'
import { SITE_LOGO_KEY, SITE_SETTINGS_KEY } from '@/lib/site-settings'
import { renderWithProviders } from '@/test/render'
import { sentRequests, server } from '@/test/server'
import { SettingsPage } from './settings-page'

vi.mock('@/hooks/use-toast', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastModule>()
  return { ...actual, toast: vi.fn(actual.toast) }
})

let settings: Record<string, string>
let puts: unknown[]
let uploads: File[]

beforeEach(() => {
  vi.mocked(toast).mockClear()
  settings = { siteName: 'Texelforge', logoUrl: '', hideCreditPackagesSection: 'false', registrationOpen: 'true', studioEngine: 'builtin' }
  puts = []
  uploads = []
  server.use(
    http.get('/api/admin/settings', () => HttpResponse.json({ success: true, message: 'OK', data: { settings } })),
    http.put('/api/admin/settings', async ({ request }) => {
      const body = (await request.json()) as { key: string; value: unknown }
      puts.push(body)
      settings = { ...settings, [body.key]: String(body.value) }
      return HttpResponse.json({ success: true, message: 'Setting updated' })
    }),
    http.get('/api/admin/engines', () =>
      HttpResponse.json({
        success: true,
        engines: [
          { id: 'builtin', label: 'Built-in', configured: true },
          { id: 'openai', label: 'OpenAI images', configured: false },
        ],
        current: settings.studioEngine,
      }),
    ),
    http.post('/api/admin/settings/logo', async ({ request }) => {
      const file = (await request.formData()).get('logo')
      if (file !== null && typeof file !== 'string') uploads.push(file)
      return HttpResponse.json({ success: true, message: 'Logo updated', logoUrl: '/media/logos/abc.png' })
    }),
  )
})

const png = (size = 100) => new File([new Uint8Array(size)], 'logo.png', { type: 'image/png' })

describe('SettingsPage', () => {
  it('shows the current values', async () => {
    renderWithProviders(<SettingsPage />)
    expect(await screen.findByRole('textbox', { name: 'Site name' })).toHaveValue('Texelforge')
    expect(screen.getByRole('switch', { name: 'Registration open' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Hide credit packages' })).not.toBeChecked()
    expect(screen.getByRole('switch', { name: 'Registration open' })).toHaveAccessibleDescription(/new sign-ups .* are refused/)
    expect(await screen.findByRole('combobox', { name: 'Engine' })).toHaveValue('builtin')
    expect(screen.getByRole('option', { name: 'OpenAI images (not configured)' })).toBeDisabled()
    expect(screen.getByRole('img', { name: 'The logo in use' })).toHaveAttribute('src', '/logo.svg')
    expect(screen.queryByRole('button', { name: 'Use the bundled logo' })).toBeNull()
  })

  it('saves a new site name, trimmed, and refreshes the public settings', async () => {
    const user = userEvent.setup()
    const { queryClient } = renderWithProviders(<SettingsPage />)
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const name = await screen.findByRole('textbox', { name: 'Site name' })
    await user.clear(name)
    await user.type(name, '  Pixel Forge ')
    await user.click(screen.getByRole('button', { name: 'Save name' }))
    await waitFor(() => expect(puts).toEqual([{ key: 'siteName', value: 'Pixel Forge' }]))
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Setting updated' }))
    expect(invalidate).toHaveBeenCalledWith({ queryKey: SITE_SETTINGS_KEY })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save name' })).toBeDisabled())
  })

  it('refuses an empty name without asking the server', async () => {
    const user = userEvent.setup()
    renderWithProviders(<SettingsPage />)
    await user.clear(await screen.findByRole('textbox', { name: 'Site name' }))
    await user.click(screen.getByRole('button', { name: 'Save name' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a site name.')
    expect(screen.getByRole('textbox', { name: 'Site name' })).toHaveAttribute('aria-invalid', 'true')
    expect(puts).toEqual([])
  })

  it('closes registration and shows the server refusing a change', async () => {
    const user = userEvent.setup()
    renderWithProviders(<SettingsPage />)
    await user.click(await screen.findByRole('switch', { name: 'Registration open' }))
    await waitFor(() => expect(puts).toEqual([{ key: 'registrationOpen', value: false }]))
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Registration open' })).not.toBeChecked())

    server.use(http.put('/api/admin/settings', () => HttpResponse.json({ success: false, message: 'Database is busy' }, { status: 503 })))
    await user.click(screen.getByRole('switch', { name: 'Hide credit packages' }))
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ variant: 'destructive', title: 'Error', description: 'Database is busy' }))
    expect(screen.getByRole('switch', { name: 'Hide credit packages' })).not.toBeChecked()
  })

  it('saves another configured engine', async () => {
    const user = userEvent.setup()
    settings.studioEngine = 'openai'
    server.use(
      http.get('/api/admin/engines', () =>
        HttpResponse.json({
          success: true,
          engines: [
            { id: 'builtin', label: 'Built-in', configured: true },
            { id: 'openai', label: 'OpenAI images', configured: true },
          ],
          current: 'openai',
        }),
      ),
    )
    renderWithProviders(<SettingsPage />)
    const select = await screen.findByRole('combobox', { name: 'Engine' })
    expect(screen.getByRole('button', { name: 'Save engine' })).toBeDisabled()
    await user.selectOptions(select, 'builtin')
    await user.click(screen.getByRole('button', { name: 'Save engine' }))
    await waitFor(() => expect(puts).toEqual([{ key: 'studioEngine', value: 'builtin' }]))
  })
})

describe('LogoForm', () => {
  it('checks the file in the browser before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false })
    renderWithProviders(<SettingsPage />)
    const input = await screen.findByLabelText('Logo file')
    await user.upload(input, new File(['x'], 'photo.jpg', { type: 'image/jpeg' }))
    expect(screen.getByRole('alert')).toHaveTextContent('The logo must be a PNG, WebP or SVG image.')
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeDisabled()
    await user.upload(input, png(600 * 1024))
    expect(screen.getByRole('alert')).toHaveTextContent('The logo must be 512 KiB or smaller (this file is 600 KiB).')
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeDisabled()
    expect(uploads).toEqual([])
  })

  it('uploads a PNG as the multipart field logo and shows the new logo everywhere', async () => {
    const user = userEvent.setup()
    const { queryClient } = renderWithProviders(<SettingsPage />)
    await user.upload(await screen.findByLabelText('Logo file'), png())
    expect(await screen.findByRole('img', { name: 'The chosen file' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/))
    settings.logoUrl = '/media/logos/abc.png'
    await user.click(screen.getByRole('button', { name: 'Upload logo' }))
    // jsdom's File reaches Node's fetch without its name or bytes; its type says it is the chosen one.
    await waitFor(() => expect(uploads.map((f) => f.type)).toEqual(['image/png']))
    expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Logo updated' })
    expect(queryClient.getQueryData(SITE_LOGO_KEY)).toBe('/media/logos/abc.png')
    await waitFor(() => expect(screen.getByRole('img', { name: 'The logo in use' })).toHaveAttribute('src', '/media/logos/abc.png'))
    expect(screen.queryByRole('img', { name: 'The chosen file' })).toBeNull()
  })

  it("shows the server's reason when it refuses the file", async () => {
    const user = userEvent.setup()
    server.use(
      http.post('/api/admin/settings/logo', () =>
        HttpResponse.json({ success: false, message: 'The logo must be a PNG, WebP or SVG image' }, { status: 400 }),
      ),
    )
    renderWithProviders(<SettingsPage />)
    await user.upload(await screen.findByLabelText('Logo file'), png())
    await user.click(screen.getByRole('button', { name: 'Upload logo' }))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Error',
        description: 'The logo must be a PNG, WebP or SVG image',
      }),
    )
  })

  it('goes back to the bundled logo after confirming', async () => {
    const user = userEvent.setup()
    settings.logoUrl = '/media/logos/abc.png'
    let removed = 0
    server.use(
      http.delete('/api/admin/settings/logo', () => {
        removed++
        settings.logoUrl = ''
        return HttpResponse.json({ success: true, message: 'Logo removed', logoUrl: '' })
      }),
    )
    const sent = sentRequests()
    renderWithProviders(<SettingsPage />)
    await user.click(await screen.findByRole('button', { name: 'Use the bundled logo' }))
    const dialog = screen.getByRole('dialog', { name: 'Use the bundled logo?' })
    expect(removed).toBe(0)
    await user.click(within(dialog).getByRole('button', { name: 'Use the bundled logo' }))
    await waitFor(() => expect(removed).toBe(1))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(screen.getByRole('img', { name: 'The logo in use' })).toHaveAttribute('src', '/logo.svg'))
    expect(sent).toContain('DELETE /api/admin/settings/logo')
  })
})
