import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Route, Routes } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { LocationProbe, renderWithProviders } from '@/test/render'
import { sentRequests, server } from '@/test/server'
import type { AdminPost } from '../api/types'
import { adminPost } from '../test/fixtures'
import { BlogPostsPage } from './blog-posts-page'

let posts: AdminPost[]
let sent: string[]

beforeEach(() => {
  sent = sentRequests()
  posts = [
    adminPost({
      id: 3,
      title: 'Coming soon',
      slug: 'coming-soon',
      status: 'scheduled',
      publishAt: '2026-12-01T15:30:00Z',
      publishedAt: '2026-12-01T15:30:00Z',
    }),
    adminPost({ id: 2, title: 'Launch day', slug: 'launch-day', status: 'published', publishedAt: '2026-11-22T09:00:00Z' }),
    adminPost({ id: 1, title: 'Half written', slug: 'half-written', status: 'draft' }),
  ]
  server.use(
    http.get('/api/admin/blog/posts', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status')
      return HttpResponse.json({ success: true, posts: posts.filter((p) => !status || p.status === status), nextCursor: null })
    }),
    http.delete('/api/admin/blog/posts/:id', ({ params }) => {
      posts = posts.filter((p) => p.id !== Number(params.id))
      return HttpResponse.json({ success: true, message: 'Post deleted' })
    }),
  )
})

const render = (route = '/admin/blog') =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/blog" element={<BlogPostsPage />} />
        <Route path="/admin/blog/new" element={<h1>Editor</h1>} />
      </Routes>
      <LocationProbe />
      <Toaster />
    </>,
    { route },
  )

const rows = () => within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('listitem')

describe('BlogPostsPage', () => {
  it('lists every post with its status: Scheduled with its time, Published, Draft', async () => {
    render()
    await waitFor(() => expect(rows()).toHaveLength(3))
    const scheduled = screen.getByRole('listitem', { name: 'Coming soon' })
    const when = new Date('2026-12-01T15:30:00Z').toLocaleString('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    })
    expect(scheduled).toHaveTextContent(`Scheduled for ${when}`)
    // Not "Published" on a day still ahead: the badge says when it goes out.
    expect(scheduled).not.toHaveTextContent('Published')
    expect(screen.getByRole('listitem', { name: 'Launch day' })).toHaveTextContent('Published')
    expect(screen.getByRole('listitem', { name: 'Launch day' })).toHaveTextContent('Published Nov 22, 2026')
    expect(screen.getByRole('listitem', { name: 'Half written' })).toHaveTextContent('Draft')
    expect(within(scheduled).getByRole('link', { name: 'Edit Coming soon' })).toHaveAttribute('href', '/admin/blog/3')
    // Only a published post has a page to view.
    expect(screen.getByRole('link', { name: 'View Launch day' })).toHaveAttribute('href', '/blog/launch-day')
    expect(screen.queryByRole('link', { name: 'View Half written' })).toBeNull()
  })

  it('filters by status in ?status= and asks the server for it', async () => {
    const user = userEvent.setup()
    render()
    await waitFor(() => expect(rows()).toHaveLength(3))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Drafts')
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(rows()[0]).toHaveAccessibleName('Half written')
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/blog?status=draft')
    expect(sent).toContain('GET /api/admin/blog/posts?status=draft')
  })

  it('deletes a post after a confirmation that names it', async () => {
    const user = userEvent.setup()
    render()
    await waitFor(() => expect(rows()).toHaveLength(3))
    await user.click(screen.getByRole('button', { name: 'Delete Launch day' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete “Launch day”?' })
    expect(sent.some((r) => r.startsWith('DELETE'))).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Delete post' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent).toContain('DELETE /api/admin/blog/posts/2')
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(screen.queryByRole('listitem', { name: 'Launch day' })).toBeNull()
    expect(await screen.findByText('Post deleted')).toBeInTheDocument()
  })

  it('keeps the post when the confirmation is cancelled', async () => {
    const user = userEvent.setup()
    render()
    await waitFor(() => expect(rows()).toHaveLength(3))
    await user.click(screen.getByRole('button', { name: 'Delete Half written' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(rows()).toHaveLength(3)
    expect(sent.some((r) => r.startsWith('DELETE'))).toBe(false)
  })

  it('says when there are no posts, and opens the editor from New post', async () => {
    const user = userEvent.setup()
    posts = []
    render()
    expect(await screen.findByText('No posts yet. Write the first one with New post.')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'New post' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/blog/new')
  })
})
