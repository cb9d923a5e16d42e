import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LocationProbe, renderWithProviders } from '@/test/render'
import { sentRequests, server } from '@/test/server'
import { forgetPageData } from '../lib/page-data'
import { summary } from '../test/fixtures'
import { BlogPage } from './blog-page'

const first = summary({ slug: 'first-post', title: 'First post', tags: ['news'] })
const guide = summary({ slug: 'shading-guide', title: 'Shading guide', tags: ['guides'], coverUrl: null, readingMinutes: 9 })
const older = summary({ slug: 'older-post', title: 'Older post', publishedAt: '2026-10-01T10:00:00Z' })

let sent: string[]
let listFails: boolean
const startUrl = window.location.href

beforeEach(() => {
  forgetPageData()
  sent = sentRequests()
  listFails = false
  server.use(
    http.get('/api/blog/tags', () =>
      HttpResponse.json({
        success: true,
        tags: [
          { tag: 'news', count: 2 },
          { tag: 'guides', count: 1 },
        ],
      }),
    ),
    http.get('/api/blog/posts', ({ request }) => {
      if (listFails) return HttpResponse.json({ success: false, message: 'The blog is down' }, { status: 500 })
      const url = new URL(request.url)
      const tag = url.searchParams.get('tag')
      const q = url.searchParams.get('q')
      if (q === 'nothing') return HttpResponse.json({ success: true, posts: [], nextCursor: null })
      if (tag === 'guides') return HttpResponse.json({ success: true, posts: [guide], nextCursor: null })
      if (url.searchParams.get('cursor') === 'p2') return HttpResponse.json({ success: true, posts: [older], nextCursor: null })
      return HttpResponse.json({ success: true, posts: [first, guide], nextCursor: 'p2' })
    }),
  )
})

afterEach(() => {
  document.getElementById('page-data')?.remove()
  window.history.replaceState(null, '', startUrl)
  forgetPageData()
})

const render = (route = '/blog') =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/blog" element={<BlogPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  )

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Posts' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)

describe('BlogPage', () => {
  it('shows each post as a card: cover, title, summary, date, reading time and tags', async () => {
    render()
    const card = (await screen.findByRole('link', { name: 'First post' })).closest('article')!
    expect(within(card).getByRole('link', { name: 'First post' })).toHaveAttribute('href', '/blog/first-post')
    expect(card).toHaveTextContent('What Texelforge is for.')
    expect(card).toHaveTextContent('Nov 20, 2026')
    expect(card).toHaveTextContent('4 min read')
    expect(within(card).getByRole('link', { name: '#news' })).toHaveAttribute('href', '/blog?tag=news')
    const cover = card.querySelector('img')!
    expect(cover).toHaveAttribute('src', '/media/blog/cover.png')
    expect(cover).toHaveAttribute('loading', 'lazy')
    expect(cover).toHaveAttribute('width', '1200')
    expect(cover).toHaveAttribute('height', '630')
    // A post without a cover keeps the card's shape, with no broken image.
    expect(screen.getByRole('link', { name: 'Shading guide' }).closest('article')!.querySelector('img')).toBeNull()
  })

  it('filters by a tag chip: the tag goes to the URL and the request', async () => {
    const user = userEvent.setup()
    render()
    await screen.findByRole('link', { name: 'First post' })
    const chips = await screen.findByRole('list', { name: 'Filter by tag' })
    expect(within(chips).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(within(chips).getByRole('button', { name: /#guides/ }))
    await waitFor(() => expect(cardTitles()).toEqual(['Shading guide']))
    expect(within(chips).getByRole('button', { name: /#guides/ })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByTestId('location')).toHaveTextContent('/blog?tag=guides')
    expect(sent).toContain('GET /api/blog/posts?tag=guides')
  })

  it('starts from ?tag= and ?q=, and sends them', async () => {
    render('/blog?tag=guides&q=shade')
    await waitFor(() => expect(cardTitles()).toEqual(['Shading guide']))
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('shade')
    expect(sent).toContain('GET /api/blog/posts?tag=guides&q=shade')
  })

  it('loads the next page with the cursor', async () => {
    const user = userEvent.setup()
    render()
    await waitFor(() => expect(cardTitles()).toEqual(['First post', 'Shading guide']))
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(cardTitles()).toEqual(['First post', 'Shading guide', 'Older post']))
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(sent.filter((r) => r.startsWith('GET /api/blog/posts'))).toEqual(['GET /api/blog/posts', 'GET /api/blog/posts?cursor=p2'])
  })

  it("says 'No posts match' for a search that finds nothing, and clears it", async () => {
    const user = userEvent.setup()
    render()
    await screen.findByRole('link', { name: 'First post' })
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'nothing{Enter}')
    expect(await screen.findByRole('heading', { name: 'No posts match' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/blog?q=nothing')
    await user.click(screen.getByRole('button', { name: 'Show all posts' }))
    await waitFor(() => expect(cardTitles()).toEqual(['First post', 'Shading guide']))
    expect(screen.getByTestId('location')).toHaveTextContent(/\/blog$/)
  })

  it("says 'No posts yet' when nothing is published", async () => {
    server.use(http.get('/api/blog/posts', () => HttpResponse.json({ success: true, posts: [], nextCursor: null })))
    render()
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument()
  })

  it('shows the error with a Retry that loads again', async () => {
    const user = userEvent.setup()
    listFails = true
    render()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load posts')
    expect(alert).toHaveTextContent('The blog is down')
    listFails = false
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(cardTitles()).toEqual(['First post', 'Shading guide']))
  })

  it("starts from the server's first page in #page-data, without asking for it again", async () => {
    const script = document.createElement('script')
    script.type = 'application/json'
    script.id = 'page-data'
    script.textContent = JSON.stringify({ success: true, posts: [older], nextCursor: null })
    document.body.append(script)
    window.history.replaceState(null, '', '/blog')
    render()
    // At once: no loading state in between.
    expect(cardTitles()).toEqual(['Older post'])
    await waitFor(() => expect(sent).toContain('GET /api/blog/tags'))
    expect(sent.filter((r) => r.startsWith('GET /api/blog/posts'))).toEqual([])
  })
})
