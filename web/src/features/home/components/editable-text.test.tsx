import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { setEditMode } from '@/hooks/use-edit-mode'
import { CURRENT_USER_KEY } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'
import { renderWithProviders } from '@/test/render'
import { sentRequests, server } from '@/test/server'
import { EditableText } from './editable-text'

let saved: Record<string, string>
let sent: string[]

beforeEach(() => {
  saved = {}
  sent = sentRequests()
  server.use(
    http.post('/api/page-content', async ({ request }) => {
      const body = (await request.json()) as { elementId: string; content: string }
      if (body.content === 'boom') return HttpResponse.json({ success: false, message: 'Content is too long' }, { status: 400 })
      saved[body.elementId] = body.content
      return HttpResponse.json({ success: true, message: 'Content saved', data: body })
    }),
    http.get('/api/page-content/home/:elementId', ({ params }) => {
      const elementId = String(params.elementId)
      const content = saved[elementId]
      return content === undefined
        ? HttpResponse.json({ success: false, message: 'Content not found' }, { status: 404 })
        : HttpResponse.json({ success: true, data: { pageId: 'home', elementId, content, type: 'text' } })
    }),
  )
})
afterEach(() => act(() => setEditMode(false)))

function renderTitle(isAdmin: boolean) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(CURRENT_USER_KEY, {
    success: true,
    message: 'Authenticated',
    user: { id: 1, username: 'boss', email: 'b@x.io', avatarUrl: null, isAdmin },
  })
  return renderWithProviders(
    <>
      <EditableText as="h1" elementId="hero_main_title" label="Hero title" fallback="Default title" />
      <Toaster />
    </>,
    { queryClient },
  )
}

describe('EditableText', () => {
  it('shows the saved text over the default, and plain text outside edit mode', async () => {
    saved.hero_main_title = 'Saved title'
    renderTitle(true)
    expect(await screen.findByRole('heading', { name: 'Saved title' })).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('keeps the default when nothing is saved (404) and is never editable by a non-admin', async () => {
    renderTitle(false)
    act(() => setEditMode(true))
    await waitFor(() => expect(sent).toContain('GET /api/page-content/home/hero_main_title'))
    expect(screen.getByRole('heading', { name: 'Default title' })).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('Escape cancels and restores; Ctrl+Enter saves and toasts', async () => {
    renderTitle(true)
    act(() => setEditMode(true))
    fireEvent.click(await screen.findByRole('button', { name: 'Default title' }))
    const box = screen.getByLabelText('Hero title')
    fireEvent.change(box, { target: { value: 'Thrown away' } })
    fireEvent.keyDown(box, { key: 'Escape' })
    expect(screen.getByRole('button', { name: 'Default title' })).toBeInTheDocument()
    expect(sent.some((r) => r.startsWith('POST '))).toBe(false)

    fireEvent.click(screen.getByRole('button', { name: 'Default title' }))
    fireEvent.change(screen.getByLabelText('Hero title'), { target: { value: '  Forge blocks fast  ' } })
    fireEvent.keyDown(screen.getByLabelText('Hero title'), { key: 'Enter', ctrlKey: true })
    expect(await screen.findByText('Content saved')).toBeInTheDocument()
    expect(saved.hero_main_title).toBe('Forge blocks fast')
    expect(await screen.findByRole('button', { name: 'Forge blocks fast' })).toBeInTheDocument()
  })

  it('keeps the draft open and says why when saving fails', async () => {
    renderTitle(true)
    act(() => setEditMode(true))
    fireEvent.click(await screen.findByRole('button', { name: 'Default title' }))
    fireEvent.change(screen.getByLabelText('Hero title'), { target: { value: 'boom' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save hero title' }))
    expect(await screen.findByText('Error saving content')).toBeInTheDocument()
    expect(screen.getByText('Content is too long')).toBeInTheDocument()
    expect(screen.getByLabelText('Hero title')).toHaveValue('boom')
  })
})
