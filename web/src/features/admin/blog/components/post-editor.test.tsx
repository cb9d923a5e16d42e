import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { createMemoryRouter, RouterProvider, useParams } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { createQueryClient } from '@/lib/query-client'
import { server } from '@/test/server'
import type { PostInput } from '../api/types'
import { adminPost } from '../test/fixtures'
import { PostEditorPage } from './post-editor-page'

let saves: { method: string; body: PostInput }[]
let previews: string[]
let covers: File[]

beforeEach(() => {
  saves = []
  previews = []
  covers = []
  server.use(
    http.post('/api/admin/blog/cover', async ({ request }) => {
      const file = (await request.formData()).get('file')
      if (file !== null && typeof file !== 'string') covers.push(file)
      return HttpResponse.json({ success: true, url: '/media/blog/cover-1.png' })
    }),
    http.post('/api/admin/blog/preview', async ({ request }) => {
      const { markdown } = (await request.json()) as { markdown: string }
      previews.push(markdown)
      return HttpResponse.json({ success: true, html: `<p data-testid="preview-html">${markdown.length} characters</p>` })
    }),
    http.post('/api/admin/blog/posts', async ({ request }) => {
      const body = (await request.json()) as PostInput
      saves.push({ method: 'POST', body })
      if (!body.title) return HttpResponse.json({ success: false, message: 'Title is required' }, { status: 400 })
      const post = adminPost({ ...body, id: 7, slug: body.slug || 'made-from-title' })
      return HttpResponse.json({ success: true, message: 'Post created', post }, { status: 201 })
    }),
    http.get('/api/admin/blog/posts/:id', ({ params }) =>
      Number(params.id) === 5
        ? HttpResponse.json({
            success: true,
            post: adminPost({ id: 5, title: 'Launch day', status: 'published', publishedAt: '2026-11-22T09:00:00Z' }),
          })
        : HttpResponse.json({ success: false, message: 'Post not found' }, { status: 404 }),
    ),
    http.put('/api/admin/blog/posts/:id', async ({ request, params }) => {
      const body = (await request.json()) as PostInput
      saves.push({ method: 'PUT', body })
      return HttpResponse.json({ success: true, message: 'Post saved', post: adminPost({ ...body, id: Number(params.id) }) })
    }),
  )
})

function EditorById() {
  const { id } = useParams()
  return <PostEditorPage key={id} id={Number(id)} />
}

/** renderEditor opens the editor at path in a data router (the leave guard needs one), with the list page a stub. */
function renderEditor(path = '/admin/blog/new') {
  const router = createMemoryRouter(
    [
      { path: '/admin/blog', element: <h1>Posts list</h1> },
      { path: '/admin/blog/new', element: <PostEditorPage id={null} /> },
      { path: '/admin/blog/:id', element: <EditorById /> },
    ],
    { initialEntries: [path] },
  )
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  )
  return router
}

const title = () => screen.getByRole('textbox', { name: 'Title' })
const markdown = () => screen.getByRole('textbox', { name: 'Markdown' })

describe('PostEditor', () => {
  it("shows the server's validation message in a toast and stays on the page", async () => {
    const user = userEvent.setup()
    const router = renderEditor()
    await user.type(markdown(), 'Hello')
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await screen.findByText('Title is required')).toBeInTheDocument()
    expect(saves).toEqual([
      { method: 'POST', body: expect.objectContaining({ title: '', markdown: 'Hello', status: 'draft', publishAt: null }) },
    ])
    expect(router.state.location.pathname).toBe('/admin/blog/new')
  })

  it('asks for the preview once typing pauses, and shows it', async () => {
    const user = userEvent.setup()
    renderEditor()
    const preview = screen.getByRole('region', { name: 'Preview' })
    expect(preview).toHaveTextContent('Nothing to preview yet.')
    await user.type(markdown(), '## A heading')
    expect(await within(preview).findByTestId('preview-html')).toHaveTextContent('12 characters')
    // One request for the whole text, not one a keystroke.
    expect(previews).toEqual(['## A heading'])
  })

  it('schedules a post with publishAt in ISO UTC, then opens it at its own address', async () => {
    const user = userEvent.setup()
    const router = renderEditor()
    await user.type(title(), 'Coming soon')
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'news, guides,')
    expect(
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['news', 'guides'])
    const schedule = screen.getByRole('button', { name: 'Schedule' })
    expect(schedule).toBeDisabled()
    fireEvent.change(screen.getByLabelText('Publish at'), { target: { value: '2026-12-01T10:30' } })
    await user.click(schedule)
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog/7'))
    expect(saves).toHaveLength(1)
    expect(saves[0]!.body).toEqual({
      title: 'Coming soon',
      slug: '',
      summary: '',
      markdown: '',
      tags: ['news', 'guides'],
      status: 'scheduled',
      publishAt: new Date(2026, 11, 1, 10, 30).toISOString(),
      coverUrl: null,
    })
    expect(saves[0]!.body.publishAt).toMatch(/^2026-12-0\dT\d\d:30:00\.000Z$/)
    // Saved: the new address opens without a warning, with the post's slug filled in.
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(await screen.findByRole('textbox', { name: 'Slug' })).toHaveValue('made-from-title')
    expect(screen.getByRole('heading', { level: 1, name: 'Edit post' })).toBeInTheDocument()
  })

  it('warns before leaving with unsaved changes, and stays or leaves as chosen', async () => {
    const user = userEvent.setup()
    const router = renderEditor()
    await user.type(title(), 'Draft title')
    await user.click(screen.getByRole('link', { name: 'Back to posts' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' })
    expect(router.state.location.pathname).toBe('/admin/blog/new')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(title()).toHaveValue('Draft title')

    await user.click(screen.getByRole('link', { name: 'Back to posts' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }))
    expect(await screen.findByRole('heading', { name: 'Posts list' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/blog')
  })

  it('leaves at once without changes', async () => {
    const user = userEvent.setup()
    const router = renderEditor()
    await user.click(screen.getByRole('link', { name: 'Back to posts' }))
    expect(await screen.findByRole('heading', { name: 'Posts list' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/blog')
  })

  it('asks the browser to confirm closing the tab only with unsaved changes', async () => {
    const user = userEvent.setup()
    renderEditor()
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(unload()).toBe(false)
    await user.type(title(), 'x')
    expect(unload()).toBe(true)
  })

  it('edits a published post: Save keeps it published, Unpublish makes it a draft', async () => {
    const user = userEvent.setup()
    renderEditor('/admin/blog/5')
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Launch day')
    expect(screen.getByRole('link', { name: 'View post' })).toHaveAttribute('href', '/blog/first-post')
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Unpublish' }))
    expect(await screen.findByText('Post saved')).toBeInTheDocument()
    expect(saves).toEqual([{ method: 'PUT', body: expect.objectContaining({ title: 'Launch day', status: 'draft', publishAt: null }) }])
    // Now a draft: the draft's actions replace the published post's.
    expect(await screen.findByRole('button', { name: 'Publish now' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull()
  })

  it('uploads a cover as the file field, shows it, removes it, and sends the one chosen with the post', async () => {
    const user = userEvent.setup()
    renderEditor()
    const png = () => new File([new Uint8Array(64)], 'cover.png', { type: 'image/png' })
    await user.type(title(), 'With a cover')
    await user.upload(screen.getByLabelText('Cover image'), png())
    expect(await screen.findByRole('img', { name: 'The cover' })).toHaveAttribute('src', '/media/blog/cover-1.png')
    expect(covers.map((f) => f.type)).toEqual(['image/png'])

    await user.click(screen.getByRole('button', { name: 'Remove cover' }))
    expect(screen.queryByRole('img', { name: 'The cover' })).toBeNull()

    await user.upload(screen.getByLabelText('Cover image'), png())
    expect(await screen.findByRole('img', { name: 'The cover' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]!.body.coverUrl).toBe('/media/blog/cover-1.png')
  })

  it('refuses a cover that is not a PNG, JPEG or WebP before uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false })
    renderEditor()
    await user.upload(screen.getByLabelText('Cover image'), new File(['gif'], 'cover.gif', { type: 'image/gif' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The cover must be a PNG, JPEG or WebP image.')
    expect(covers).toEqual([])
  })

  it('says so when the post does not exist', async () => {
    renderEditor('/admin/blog/99')
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument()
  })
})
