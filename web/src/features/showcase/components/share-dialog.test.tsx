import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import ShareDialog from './share-dialog'

let showcaseId: number | null
/** The bodies POSTed to /api/showcase. */
let shared: unknown[]

beforeEach(() => {
  showcaseId = null
  shared = []
  server.use(
    http.get('/api/textures/5', () =>
      HttpResponse.json({
        success: true,
        texture: { id: 5, title: 'Ruby Block', imageUrl: '/api/textures/5/png?v=1', size: 16, showcaseId },
      }),
    ),
    http.post('/api/showcase', async ({ request }) => {
      const body = (await request.json()) as { title: string; textureId: number }
      shared.push(body)
      if (body.title === 'Taken')
        return HttpResponse.json({ success: false, message: 'This texture is already in the showcase.' }, { status: 409 })
      showcaseId = 40
      return HttpResponse.json({ success: true, data: { id: 40, title: body.title } }, { status: 201 })
    }),
    http.delete('/api/showcase/40', () => {
      showcaseId = null
      return HttpResponse.json({ success: true })
    }),
  )
})

function renderDialog() {
  const onOpenChange = vi.fn()
  renderWithProviders(
    <>
      <ShareDialog open onOpenChange={onOpenChange} textureId={5} />
      <Toaster />
    </>,
  )
  return onOpenChange
}

describe('ShareDialog', () => {
  it('shares with the title, description, cleaned tags and licence', async () => {
    const onOpenChange = renderDialog()
    const title = await screen.findByLabelText('Title')
    expect(title).toHaveValue('Ruby Block')
    fireEvent.change(title, { target: { value: '  Ruby Ore ' } })
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'Shiny.' } })
    const tags = screen.getByLabelText(/Tags/)
    fireEvent.change(tags, { target: { value: 'Gem' } })
    fireEvent.keyDown(tags, { key: 'Enter' })
    fireEvent.change(tags, { target: { value: 'ore, gem' } })
    fireEvent.keyDown(tags, { key: ',' })
    fireEvent.change(tags, { target: { value: 'bad_tag' } })
    fireEvent.keyDown(tags, { key: 'Enter' })
    expect(screen.getByText('A tag has only letters, digits, spaces or hyphens.')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag ore' }))
    fireEvent.change(tags, { target: { value: '' } })
    fireEvent.click(screen.getByLabelText('Restricted'))
    fireEvent.click(screen.getByRole('button', { name: 'Share to Showcase' }))
    expect(await screen.findByText('Shared to the showcase')).toBeInTheDocument()
    expect(shared[0]).toEqual({
      textureId: 5,
      title: 'Ruby Ore',
      description: 'Shiny.',
      tags: ['gem'],
      licenseType: 'restricted',
    })
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('shows the server’s message when sharing fails', async () => {
    renderDialog()
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Taken' } })
    fireEvent.click(screen.getByRole('button', { name: 'Share to Showcase' }))
    expect(await screen.findByText('Sharing failed')).toBeInTheDocument()
    expect(screen.getByText('This texture is already in the showcase.')).toBeInTheDocument()
  })

  it('offers the showcase link and removal for a texture already shared', async () => {
    showcaseId = 40
    renderDialog()
    expect(await screen.findByText('Shared in the showcase')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View in showcase' })).toHaveAttribute('href', '/showcase/40')
    fireEvent.click(screen.getByRole('button', { name: 'Remove from showcase' }))
    expect(await screen.findByText('Removed from the showcase')).toBeInTheDocument()
    // The saved texture is read again, and the form to share it anew comes back.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share to Showcase' })).toBeInTheDocument())
  })
})
