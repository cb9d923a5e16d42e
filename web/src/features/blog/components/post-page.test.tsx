import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { LocationProbe, renderWithProviders } from '@/test/render'
import { sentRequests, server } from '@/test/server'
import type { Post } from '../api/types'
import { forgetPageData } from '../lib/page-data'
import { post } from '../test/fixtures'
import { PostPage } from './post-page'

const threeHeadings: Post['toc'] = [
  { id: 'why', text: 'Why', level: 2 },
  { id: 'how', text: 'How', level: 2 },
  { id: 'shading', text: 'Shading', level: 3 },
]

let posts: Record<string, Post>
let sent: string[]

beforeEach(() => {
  forgetPageData()
  sent = sentRequests()
  posts = {
    'first-post': post({
      html: '<h2 id="why">Why</h2><p>Because <strong>pixels</strong>.</p><pre class="chroma"><code><span class="k">func</span></code></pre>',
      toc: threeHeadings,
      tags: ['news', 'guides'],
      previous: { slug: 'hello', title: 'Hello' },
      next: { slug: 'shading-guide', title: 'Shading guide' },
    }),
    short: post({ slug: 'short', title: 'Short', toc: threeHeadings.slice(0, 2) }),
  }
  server.use(
    http.get('/api/site-settings', () => HttpResponse.json({ success: true, data: { settings: { siteName: 'Texelforge' } } })),
    http.get('/api/blog/posts/:slug', ({ params }) => {
      // The post's old slug answers with the post under its current one.
      const slug = params.slug === 'old-name' ? 'first-post' : String(params.slug)
      const found = posts[slug]
      return found
        ? HttpResponse.json({ success: true, post: found })
        : HttpResponse.json({ success: false, message: 'Post not found' }, { status: 404 })
    }),
  )
})

afterEach(() => forgetPageData())

const render = (route: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/blog/:slug" element={<PostPage />} />
        <Route path="/texture-studio" element={<p>Studio</p>} />
      </Routes>
      <LocationProbe />
      <Toaster />
    </>,
    { route },
  )

describe('PostPage', () => {
  it("renders the server's html with the title, byline, tags, neighbours and the studio link", async () => {
    render('/blog/first-post')
    expect(await screen.findByRole('heading', { level: 1, name: 'First post' })).toBeInTheDocument()
    const article = screen.getByRole('article')
    expect(within(article).getByText('pixels').tagName).toBe('STRONG')
    expect(article.querySelector('pre.chroma .k')).toHaveTextContent('func')
    expect(article).toHaveTextContent('root')
    expect(article).toHaveTextContent('Nov 20, 2026')
    expect(article).toHaveTextContent('4 min read')
    expect(within(article).getByRole('link', { name: '#guides' })).toHaveAttribute('href', '/blog?tag=guides')
    const more = screen.getByRole('navigation', { name: 'More posts' })
    expect(within(more).getByRole('link', { name: /Hello/ })).toHaveAttribute('href', '/blog/hello')
    expect(within(more).getByRole('link', { name: /Shading guide/ })).toHaveAttribute('href', '/blog/shading-guide')
    expect(screen.getByRole('link', { name: 'Try it in the studio' })).toHaveAttribute('href', '/texture-studio')
    await waitFor(() => expect(document.title).toBe('First post | Texelforge'))
  })

  it('lists the contents when the post has three headings or more, each a link to its anchor', async () => {
    render('/blog/first-post')
    const toc = await screen.findByRole('navigation', { name: 'On this page' })
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Why', '#why'],
      ['How', '#how'],
      ['Shading', '#shading'],
    ])
  })

  it('shows no contents for a post with fewer than three headings', async () => {
    render('/blog/short')
    expect(await screen.findByRole('heading', { level: 1, name: 'Short' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull()
  })

  it("replaces an old slug's address with the post's current one, without asking again", async () => {
    render('/blog/old-name')
    expect(await screen.findByRole('heading', { level: 1, name: 'First post' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/blog/first-post'))
    expect(sent.filter((r) => r.startsWith('GET /api/blog'))).toEqual(['GET /api/blog/posts/old-name'])
  })

  it("copies the post's address and says so", async () => {
    const user = userEvent.setup()
    render('/blog/first-post')
    await user.click(await screen.findByRole('button', { name: 'Copy link' }))
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/blog/first-post`)
    expect(await screen.findByText('Link copied')).toBeInTheDocument()
  })

  it('opens links to other pages of the site in the app', async () => {
    const user = userEvent.setup()
    posts['first-post']!.html = '<p>Open <a href="/texture-studio">the studio</a>.</p>'
    render('/blog/first-post')
    await user.click(await screen.findByRole('link', { name: 'the studio' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/texture-studio')
    expect(screen.getByText('Studio')).toBeInTheDocument()
  })

  it('says a missing post is not found, and links back to the blog', async () => {
    render('/blog/nope')
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog')
  })

  it("starts from the server's answer in #page-data for the page it was served for", async () => {
    const startUrl = window.location.href
    window.history.replaceState(null, '', '/blog/served')
    const script = Object.assign(document.createElement('script'), {
      id: 'page-data',
      type: 'application/json',
      textContent: JSON.stringify({ success: true, post: post({ slug: 'served', title: 'Served by the server' }) }),
    })
    document.body.append(script)
    try {
      render('/blog/served')
      expect(screen.getByRole('heading', { level: 1, name: 'Served by the server' })).toBeInTheDocument()
      await waitFor(() => expect(sent).toContain('GET /api/site-settings'))
      expect(sent.filter((r) => r.startsWith('GET /api/blog'))).toEqual([])
    } finally {
      script.remove()
      window.history.replaceState(null, '', startUrl)
    }
  })
})
