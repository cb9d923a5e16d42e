import { QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { createQueryClient } from '@/lib/query-client'
import { LocationProbe } from '@/test/render'
import { sentRequests, server } from '@/test/server'
import type { ShowcaseTexture } from '../api/types'
import { ShowcasePage } from './showcase-page'

const texture = (id: number, title: string, over: Partial<ShowcaseTexture> = {}): ShowcaseTexture => ({
  id,
  title,
  description: `About ${title}`,
  imageUrl: `/api/showcase/image/${id}?v=${id}`,
  username: 'steve',
  userId: 9,
  upvotes: 2,
  downvotes: 1,
  downloadCount: 5,
  tags: ['stone'],
  createdAt: '2026-11-24T10:00:00Z',
  licenseType: 'free',
  hasVoted: null,
  featured: false,
  kind: 'block',
  size: 16,
  ...over,
})

const alex = { id: 1, username: 'alex', email: 'alex@example.com', avatarUrl: null, isAdmin: false }

let list: ShowcaseTexture[]
let user: typeof alex | null
let voteStatus: number
/** Vote answers wait for this, so a test can see the counts before the server's answer. */
let voteGate: Promise<void>
/** Whether GET /api/showcase answers 503. */
let listDown: boolean
/** Every request sent, and the bodies POSTed to /api/showcase/vote. */
let requests: string[]
let votes: unknown[]

beforeEach(() => {
  list = [texture(3, 'Mossy Stone'), texture(2, 'Ruby Sword', { kind: 'item' }), texture(1, 'Oak Log')]
  user = null
  voteStatus = 200
  voteGate = Promise.resolve()
  listDown = false
  requests = sentRequests()
  votes = []
  server.use(
    http.get('/api/user', () =>
      user
        ? HttpResponse.json({ success: true, message: 'Authenticated', user })
        : HttpResponse.json({ success: false, message: 'Not authenticated' }, { status: 401 }),
    ),
    http.get('/api/textures', () => HttpResponse.json({ success: true, textures: [] })),
    http.get('/api/showcase', () =>
      listDown
        ? new HttpResponse('down', { status: 503 })
        : HttpResponse.json({ success: true, data: list, total: list.length, nextCursor: null }),
    ),
    http.post('/api/showcase/vote', async ({ request }) => {
      const vote = (await request.json()) as { textureId: number; voteType: string }
      votes.push(vote)
      await voteGate
      if (voteStatus !== 200) return HttpResponse.json({ success: false, message: 'Vote failed' }, { status: voteStatus })
      const t = list.find((x) => x.id === vote.textureId)!
      return HttpResponse.json({
        success: true,
        data: {
          upvotes: t.upvotes + 1,
          downvotes: t.downvotes,
          hasVoted: vote.voteType === 'remove' ? null : { voteType: vote.voteType },
        },
      })
    }),
    http.get(
      '/api/showcase/download/:id',
      () => new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } }),
    ),
    http.get('/api/showcase/:id', ({ params }) =>
      Number(params.id) === 77
        ? HttpResponse.json({ success: true, data: texture(77, 'Deep Link Lamp') })
        : HttpResponse.json({ success: false, message: 'Texture not found' }, { status: 404 }),
    ),
  )
})

afterEach(() => {
  vi.useRealTimers()
})

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/showcase/:id?',
        element: (
          <>
            <ShowcasePage />
            <LocationProbe />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  )
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const location = () => screen.getByTestId('location').textContent

async function openTexture(title: string) {
  fireEvent.click(await screen.findByRole('link', { name: `${title} by steve` }))
  return screen.findByRole('dialog', { name: title })
}

describe('ShowcasePage', () => {
  it('shows the textures crisp under the heading, with the join banner for visitors', async () => {
    renderAt('/showcase')
    expect(screen.getByRole('heading', { level: 1, name: 'Community Showcase' })).toBeInTheDocument()
    expect(screen.getByText('Discover and share amazing Minecraft-style textures')).toBeInTheDocument()
    expect(screen.getByText('Loading community textures...')).toBeInTheDocument()
    expect(await screen.findAllByTestId('showcase-card')).toHaveLength(3)
    expect(screen.getByRole('img', { name: 'Mossy Stone' })).toHaveStyle({ imageRendering: 'pixelated' })
    expect(screen.getByRole('link', { name: 'Sign Up to Start Sharing' })).toHaveAttribute('href', '/auth')
    expect(requests).toContain('GET /api/showcase?limit=24')
  })

  it('reads the filters from the URL, shows them as chips and removes one', async () => {
    renderAt('/showcase?q=moss&license=free&kind=item')
    expect(await screen.findByText('Showing 3 textures with:')).toBeInTheDocument()
    expect(requests).toContain('GET /api/showcase?q=moss&license=free&kind=item&limit=24')
    expect(screen.getByRole('searchbox', { name: 'Search textures' })).toHaveValue('moss')
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Free to Use' }))
    await waitFor(() => expect(location()).toBe('/showcase?q=moss&kind=item'))
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter “moss”' }))
    await waitFor(() => expect(location()).toBe('/showcase?kind=item'))
    expect(screen.getByRole('searchbox', { name: 'Search textures' })).toHaveValue('')
  })

  it('applies the filter dialog, and Reset clears it', async () => {
    renderAt('/showcase?sort=newest')
    await screen.findAllByTestId('showcase-card')
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }))
    const dialog = await screen.findByRole('dialog', { name: 'Filter Options' })
    fireEvent.click(within(dialog).getByLabelText('Restricted'))
    fireEvent.click(within(dialog).getByLabelText('Featured Only'))
    fireEvent.click(within(dialog).getByLabelText('32x32'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply Filters' }))
    await waitFor(() => expect(location()).toBe('/showcase?sort=newest&license=restricted&featured=true&size=32'))
    fireEvent.click(screen.getByRole('button', { name: 'Filters (3 active)' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }))
    await waitFor(() => expect(location()).toBe('/showcase?sort=newest'))
  })

  it('searches after a pause in typing', async () => {
    renderAt('/showcase')
    await screen.findAllByTestId('showcase-card')
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search textures' }), { target: { value: 'ruby sw ' } })
    expect(location()).toBe('/showcase')
    await waitFor(() => expect(location()).toBe('/showcase?q=ruby+sw'))
  })

  it('tells an empty showcase from a search that matches nothing', async () => {
    list = []
    renderAt('/showcase')
    expect(await screen.findByText('No community textures found')).toBeInTheDocument()
    expect(screen.getByText('Be the first to share a texture to the community showcase!')).toBeInTheDocument()
  })

  it('offers Reset All Filters when nothing matches', async () => {
    list = []
    renderAt('/showcase?q=zzz&featured=false&sort=oldest')
    expect(await screen.findByText('No matching textures found')).toBeInTheDocument()
    expect(screen.getByText('Try changing your filter options')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Reset All Filters' }))
    await waitFor(() => expect(location()).toBe('/showcase?sort=oldest'))
  })

  it('shows the error state after the retries, and Retry loads again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    listDown = true
    renderAt('/showcase')
    await act(() => vi.advanceTimersByTimeAsync(10_000)) // three retries, 1 + 2 + 4 s apart
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Error loading textures')
    expect(alert).toHaveTextContent('Could not load textures from the server. Please try again later.')
    listDown = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findAllByTestId('showcase-card')).toHaveLength(3)
  })

  it('opens the detail dialog at /showcase/{id} and goes back on close', async () => {
    renderAt('/showcase?sort=newest')
    const dialog = await openTexture('Mossy Stone')
    expect(location()).toBe('/showcase/3?sort=newest')
    expect(within(dialog).getByText('About Mossy Stone')).toBeInTheDocument()
    expect(within(dialog).getByText('Free to Use')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Download PNG' })).toBeInTheDocument()
    expect(document.title).toBe('Mossy Stone by steve | Texelforge')
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(location()).toBe('/showcase?sort=newest'))
  })

  it('fetches a deep-linked texture that no loaded page holds', async () => {
    renderAt('/showcase/77')
    expect(await screen.findByRole('dialog', { name: 'Deep Link Lamp' })).toBeInTheDocument()
    expect(requests).toContain('GET /api/showcase/77')
  })

  it('says so when a deep-linked texture is gone', async () => {
    renderAt('/showcase/404')
    expect(await screen.findByRole('dialog', { name: 'Texture not found' })).toBeInTheDocument()
  })

  it('hides the download for a restricted texture', async () => {
    list = [texture(4, 'Secret Ore', { licenseType: 'restricted' })]
    renderAt('/showcase')
    const dialog = await openTexture('Secret Ore')
    expect(within(dialog).getByText('Restricted')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Download PNG' })).not.toBeInTheDocument()
    expect(within(dialog).queryByText('Downloads')).not.toBeInTheDocument()
  })

  it('asks visitors to log in before voting', async () => {
    renderAt('/showcase')
    const dialog = await openTexture('Oak Log')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upvote (2)' }))
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument()
    expect(screen.getByText('You need to log in to vote on textures')).toBeInTheDocument()
    expect(requests).not.toContain('POST /api/showcase/vote')
  })

  it('counts a vote at once, then takes the server’s counts', async () => {
    user = alex
    renderAt('/showcase')
    const dialog = await openTexture('Oak Log')
    let answer = () => {}
    voteGate = new Promise((resolve) => (answer = resolve))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upvote (2)' }))
    const pressed = await within(dialog).findByRole('button', { name: 'Upvote (3)' })
    expect(pressed).toHaveAttribute('aria-pressed', 'true')
    expect(pressed).toBeDisabled() // until the server answers
    expect(await screen.findByText('Liked')).toBeInTheDocument()
    // The card in the list shows the same count.
    const card = screen.getByRole('link', { name: 'Oak Log by steve', hidden: true })
    expect(within(card).getByText('Upvotes:', { exact: false }).parentElement).toHaveTextContent('3')
    answer()
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Upvote (3)' })).toBeEnabled())
    expect(votes).toEqual([{ textureId: 1, voteType: 'upvote' }])
  })

  it('puts the counts back and says so when a vote fails', async () => {
    user = alex
    voteStatus = 500
    list = [texture(1, 'Oak Log', { hasVoted: { voteType: 'upvote' }, upvotes: 4 })]
    renderAt('/showcase')
    const dialog = await openTexture('Oak Log')
    let answer = () => {}
    voteGate = new Promise((resolve) => (answer = resolve))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upvote (4)' }))
    expect(await within(dialog).findByRole('button', { name: 'Upvote (3)' })).toHaveAttribute('aria-pressed', 'false')
    answer()
    expect(await screen.findByText('Failed to remove your vote. Please try again.')).toBeInTheDocument()
    expect(screen.getByText('Vote failed')).toBeInTheDocument()
    expect(await within(dialog).findByRole('button', { name: 'Upvote (4)' })).toHaveAttribute('aria-pressed', 'true')
    expect(votes).toEqual([{ textureId: 1, voteType: 'remove' }])
  })

  it('shows no vote buttons on the user’s own texture', async () => {
    user = { ...alex, id: 9 }
    renderAt('/showcase')
    const dialog = await openTexture('Oak Log')
    expect(within(dialog).getByText('This is your texture.')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: /Upvote/ })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Remove from showcase' })).toBeInTheDocument()
  })

  it('downloads the PNG by its title and counts it in the dialog and the list', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:png')
    URL.revokeObjectURL = vi.fn()
    const clicks: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download)
    })
    renderAt('/showcase')
    const dialog = await openTexture('Mossy Stone')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download PNG' }))
    expect(await screen.findByText('Download complete')).toBeInTheDocument()
    expect(clicks).toEqual(['mossy_stone.png'])
    expect(within(dialog).getByText('6')).toBeInTheDocument()
    const card = screen.getByRole('link', { name: 'Mossy Stone by steve', hidden: true })
    expect(within(card).getByText('Downloads:', { exact: false }).parentElement).toHaveTextContent('6')
  })

  it('draws the missing-texture placeholder for a broken image', async () => {
    renderAt('/showcase')
    fireEvent.error(await screen.findByRole('img', { name: 'Ruby Sword' }))
    expect(screen.getByRole('img', { name: 'Ruby Sword (missing texture)' })).toHaveTextContent('MISSING TEXTURE')
  })
})
