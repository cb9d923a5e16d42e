import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { TooltipProvider } from '@/components/ui/tooltip'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import type { Generation } from '../api/types'
import { StudioPage } from './studio-page'

const renderStudio = (paidPlan: boolean, route: string) =>
  renderWithProviders(
    <TooltipProvider>
      <StudioPage paidPlan={paidPlan} />
    </TooltipProvider>,
    { route },
  )

const PNG = 'data:image/png;base64,iVBORw0KGgo='
const credits = {
  total: 0,
  used: 0,
  subscriptionCreditsTotal: 3,
  subscriptionCreditsAvailable: 3,
  purchasedCreditsTotal: 0,
  purchasedCreditsAvailable: 0,
  hasSubscription: false,
  nextRenewalDate: '2026-12-24T12:00:00Z',
}
const spec = {
  kind: 'block',
  family: 'cobblestone',
  understood: ['mossy', 'cobblestone'],
  unknown: ['zorp'],
  materials: [],
  colours: [],
  modifiers: [],
}

function generation(state: Generation['state'], progress: number): Generation {
  return {
    id: 'g1',
    state,
    progress,
    message: '',
    prompt: 'mossy cobblestone',
    kind: 'block',
    size: 16,
    seed: 1,
    engine: 'builtin',
    spec: spec as Generation['spec'],
    createdAt: '2026-01-01T00:00:00Z',
    textures: state === 'done' ? Array.from({ length: 16 }, (_, index) => ({ index, png: PNG, metrics: { distinctColours: 7 } })) : null,
  }
}

let startStatus = 202
/** The bodies POSTed to /api/generate-textures. */
let started: unknown[]

beforeEach(() => {
  startStatus = 202
  started = []
  server.use(
    http.get('/api/user/credits', () => HttpResponse.json({ success: true, credits })),
    http.get('/api/generate-textures/parse', () => HttpResponse.json({ success: true, spec })),
    http.post('/api/generate-textures', async ({ request }) => {
      started.push(await request.json())
      if (startStatus === 402) return HttpResponse.json({ success: false, message: 'You have no credits left.' }, { status: 402 })
      return HttpResponse.json({ success: true, generation: generation('queued', 0) }, { status: 202 })
    }),
    http.get('/api/generate-textures/g1', () => HttpResponse.json({ success: true, generation: generation('done', 100) })),
  )
  // jsdom has no EventSource: the studio falls back to polling.
  vi.stubGlobal('EventSource', undefined)
})

describe('StudioPage', () => {
  it('prefills the prompt, shows how it is read and the cost, and disables Generate for a blank prompt', async () => {
    renderStudio(false, '/texture-studio?prompt=mossy%20cobblestone%20zorp')
    const prompt = screen.getByLabelText('Describe your block or item')
    expect(prompt).toHaveValue('mossy cobblestone zorp')
    expect(await screen.findByText('Costs 1 credit · 3 available')).toBeInTheDocument()
    expect(await screen.findByText('Detected:', { exact: false })).toHaveTextContent('Detected: Block')
    expect(screen.getByText('zorp')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /32x32/ })).toBeDisabled()
    fireEvent.change(prompt, { target: { value: '   ' } })
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled()
  })

  it('generates and shows 16 variations, then fires textures-generated', async () => {
    const generated = vi.fn()
    window.addEventListener('textures-generated', generated)
    renderStudio(true, '/texture-studio?prompt=mossy%20cobblestone')
    expect(screen.getByRole('radio', { name: /64x64/ })).toBeEnabled()
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }))
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Variation \d+$/ })).toHaveLength(16))
    expect(started).toEqual([{ prompt: 'mossy cobblestone', kind: 'auto', size: 16 }])
    expect(generated).toHaveBeenCalledTimes(1)
    window.removeEventListener('textures-generated', generated)
  })

  it('explains a 402 in a dialog that says when the credits renew and leads to more credits with the prompt', async () => {
    startStatus = 402
    renderStudio(false, '/texture-studio?prompt=ruby%20sword%20%26%20shield')
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }))
    const dialog = await screen.findByRole('dialog', { name: 'No credits left' })
    expect(dialog).toHaveTextContent('You have no credits left.')
    await waitFor(() => expect(dialog).toHaveTextContent('renew on December 24, 2026'))
    expect(within(dialog).getByRole('link', { name: 'Get more credits' })).toHaveAttribute(
      'href',
      '/prompt-credits-checkout?prompt=ruby%20sword%20%26%20shield',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'No credits left' })).toBeNull())
  })
})
