import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { setEditMode } from '@/hooks/use-edit-mode'
import { CURRENT_USER_KEY } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'
import { jsonResponse, renderWithProviders } from '@/test/render'
import { EditableText } from './editable-text'

let saved: Record<string, string>
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

beforeEach(() => {
  saved = {}
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input)
    if (url === '/api/page-content' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { elementId: string; content: string }
      if (body.content === 'boom') return jsonResponse({ success: false, message: 'Content is too long' }, { status: 400 })
      saved[body.elementId] = body.content
      return jsonResponse({ success: true, message: 'Content saved', data: body })
    }
    const m = /^\/api\/page-content\/home\/(\w+)$/.exec(url)
    if (m) {
      const content = saved[m[1]!]
      return content === undefined
        ? jsonResponse({ success: false, message: 'Content not found' }, { status: 404 })
        : jsonResponse({ success: true, data: { pageId: 'home', elementId: m[1], content, type: 'text' } })
    }
    return jsonResponse({ message: `unexpected ${url}` }, { status: 500 })
  })
  vi.stubGlobal('fetch', fetchMock)
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
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/page-content/home/hero_main_title', expect.anything()))
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
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)

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
