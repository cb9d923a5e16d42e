import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ToastModule from '@/hooks/use-toast'
import { toast } from '@/hooks/use-toast'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import type { OpenAISettings, OpenAIValues, SDWebUISettings, SDWebUIValues } from '../api/get-engines'
import { ImageModelSettings } from './image-model-settings'

vi.mock('@/hooks/use-toast', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastModule>()
  return { ...actual, toast: vi.fn(actual.toast) }
})

const ADMIN_KEY = 'sk-admin-0123456789'

// The server's state, as GET /api/admin/engines derives it: the environment's values, and what admins set over them.
const environment: { openai: OpenAIValues; sdwebui: SDWebUIValues; key: boolean } = {
  openai: { model: 'gpt-image-1-mini', quality: 'low' },
  sdwebui: { steps: 20, cfgScale: 7, sampler: 'Euler a', size: 1024, batch: 4 },
  key: true,
}
let admin: { openai: Partial<OpenAIValues>; sdwebui: Partial<SDWebUIValues>; key: string }
let puts: { name: string; body: Record<string, unknown> }[]

function overlay<T extends object>(env: T, set: Partial<T>) {
  return { ...env, ...set, adminSet: Object.keys(set) as (keyof T)[], environment: env }
}

function openAI(): OpenAISettings {
  const keySource = admin.key ? 'admin' : environment.key ? 'environment' : undefined
  return { ...overlay(environment.openai, admin.openai), keySet: keySource !== undefined, keySource }
}

function sdWebUI(): SDWebUISettings {
  return overlay(environment.sdwebui, admin.sdwebui)
}

/** apply stores a PUT's fields as the server does: null or '' clears, apiKey is kept but never sent back. */
function apply(name: 'openai' | 'sdwebui', body: Record<string, unknown>) {
  const { apiKey, ...fields } = body
  if (apiKey !== undefined) admin.key = String(apiKey)
  const kept = Object.entries({ ...admin[name], ...fields }).filter(([, value]) => value !== null && value !== '')
  admin = { ...admin, [name]: Object.fromEntries(kept) }
}

beforeEach(() => {
  vi.mocked(toast).mockClear()
  environment.key = true
  admin = { openai: {}, sdwebui: {}, key: '' }
  puts = []
  server.use(
    http.get('/api/admin/engines', () =>
      HttpResponse.json({
        success: true,
        current: 'builtin',
        engines: [
          { id: 'builtin', label: 'Built-in pixel engine', configured: true, settings: null },
          { id: 'openai', label: 'OpenAI image model', configured: true, settings: openAI() },
          { id: 'sdwebui', label: 'Stable Diffusion web UI', configured: true, settings: sdWebUI() },
        ],
      }),
    ),
    http.put('/api/admin/engines/:name', async ({ params, request }) => {
      const name = params.name as 'openai' | 'sdwebui'
      const body = (await request.json()) as Record<string, unknown>
      puts.push({ name, body })
      apply(name, body)
      return HttpResponse.json({ success: true, message: 'Engine settings updated' })
    }),
  )
})

const openAIForm = async () => within(await screen.findByRole('form', { name: 'OpenAI image model' }))

describe('ImageModelSettings', () => {
  it('shows the values in effect and where the key comes from, never the key', async () => {
    renderWithProviders(<ImageModelSettings />)
    const form = await openAIForm()
    expect(form.getByRole('textbox', { name: 'Model' })).toHaveValue('gpt-image-1-mini')
    expect(form.getByRole('combobox', { name: 'Quality' })).toHaveValue('low')
    expect(form.getByLabelText('API key')).toHaveValue('')
    expect(form.getByLabelText('API key')).toHaveAccessibleDescription(/Current key: Set \(from the environment\)/)
    expect(form.getByRole('button', { name: 'Save OpenAI settings' })).toBeDisabled()
    expect(form.queryByRole('button', { name: "Remove the admin's key" })).toBeNull()
    const sd = within(screen.getByRole('form', { name: 'Stable Diffusion web UI' }))
    expect(sd.getByRole('spinbutton', { name: 'Steps' })).toHaveValue(20)
    expect(sd.getByRole('textbox', { name: 'Sampler' })).toHaveValue('Euler a')
    expect(screen.queryByRole('textbox', { name: 'URL' })).toBeNull()
  })

  it('says when no key is set', async () => {
    environment.key = false
    renderWithProviders(<ImageModelSettings />)
    expect((await openAIForm()).getByLabelText('API key')).toHaveAccessibleDescription(/Current key: Not set\./)
  })

  it('saves the changed fields and a new key, then shows the key only as set by an admin', async () => {
    const user = userEvent.setup()
    renderWithProviders(<ImageModelSettings />)
    const form = await openAIForm()
    const model = form.getByRole('textbox', { name: 'Model' })
    await user.clear(model)
    await user.type(model, ' gpt-image-1 ')
    await user.type(form.getByLabelText('API key'), ADMIN_KEY)
    await user.click(form.getByRole('button', { name: 'Save OpenAI settings' }))
    await waitFor(() => expect(puts).toEqual([{ name: 'openai', body: { model: 'gpt-image-1', apiKey: ADMIN_KEY } }]))
    expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Engine settings updated' })
    const after = await openAIForm()
    await waitFor(() => expect(after.getByLabelText('API key')).toHaveAccessibleDescription(/Current key: Set by an admin\./))
    expect(after.getByLabelText('API key')).toHaveValue('')
    expect(screen.queryByDisplayValue(ADMIN_KEY)).toBeNull()
    expect(after.getByText(/Set by an admin; the environment's is gpt-image-1-mini\./)).toBeInTheDocument()
  })

  it("removes the admin's key and goes back to the environment's model and quality", async () => {
    const user = userEvent.setup()
    admin = { openai: { model: 'gpt-image-1', quality: 'high' }, sdwebui: {}, key: ADMIN_KEY }
    renderWithProviders(<ImageModelSettings />)
    const form = await openAIForm()
    expect(form.getByLabelText('API key')).toHaveAccessibleDescription(/Current key: Set by an admin\./)
    await user.click(form.getByRole('button', { name: "Remove the admin's key" }))
    await waitFor(() => expect(puts).toEqual([{ name: 'openai', body: { apiKey: '' } }]))
    const cleared = await openAIForm()
    await waitFor(() => expect(cleared.getByLabelText('API key')).toHaveAccessibleDescription(/Set \(from the environment\)/))
    await user.click(cleared.getByRole('button', { name: "Use the environment's model and quality" }))
    await waitFor(() => expect(puts[1]).toEqual({ name: 'openai', body: { model: null, quality: null } }))
    await waitFor(async () => expect((await openAIForm()).getByRole('textbox', { name: 'Model' })).toHaveValue('gpt-image-1-mini'))
  })

  it("shows the server's refusal as an error toast", async () => {
    const user = userEvent.setup()
    server.use(
      http.put('/api/admin/engines/:name', () =>
        HttpResponse.json({ success: false, message: 'size must be a multiple of 8 from 256 to 2048' }, { status: 400 }),
      ),
    )
    renderWithProviders(<ImageModelSettings />)
    const sd = within(await screen.findByRole('form', { name: 'Stable Diffusion web UI' }))
    const size = sd.getByRole('spinbutton', { name: 'Picture size' })
    await user.clear(size)
    await user.type(size, '1020')
    await user.click(sd.getByRole('button', { name: 'Save SD WebUI settings' }))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Error',
        description: 'size must be a multiple of 8 from 256 to 2048',
      }),
    )
  })

  it('sends only the changed sampling settings, an emptied one as null', async () => {
    const user = userEvent.setup()
    admin.sdwebui = { sampler: 'DPM++ 2M' }
    renderWithProviders(<ImageModelSettings />)
    const sd = within(await screen.findByRole('form', { name: 'Stable Diffusion web UI' }))
    const steps = sd.getByRole('spinbutton', { name: 'Steps' })
    await user.clear(steps)
    await user.type(steps, '30')
    await user.clear(sd.getByRole('textbox', { name: 'Sampler' }))
    await user.click(sd.getByRole('button', { name: 'Save SD WebUI settings' }))
    await waitFor(() => expect(puts).toEqual([{ name: 'sdwebui', body: { steps: 30, sampler: null } }]))
    await waitFor(async () =>
      expect(
        within(await screen.findByRole('form', { name: 'Stable Diffusion web UI' })).getByRole('textbox', { name: 'Sampler' }),
      ).toHaveValue('Euler a'),
    )
  })

  it('refuses a key with spaces without asking the server', async () => {
    const user = userEvent.setup()
    renderWithProviders(<ImageModelSettings />)
    const form = await openAIForm()
    await user.type(form.getByLabelText('API key'), 'sk with spaces')
    await user.click(form.getByRole('button', { name: 'Save OpenAI settings' }))
    expect(form.getByRole('alert')).toHaveTextContent('An API key is printable characters without spaces.')
    expect(puts).toEqual([])
  })

  it('says how to turn image models on when none is configured', async () => {
    server.use(
      http.get('/api/admin/engines', () =>
        HttpResponse.json({ success: true, current: 'builtin', engines: [{ id: 'builtin', label: 'Built-in', configured: true }] }),
      ),
    )
    renderWithProviders(<ImageModelSettings />)
    expect(await screen.findByText(/No image model is configured/)).toBeInTheDocument()
    expect(screen.queryByRole('form')).toBeNull()
  })
})
