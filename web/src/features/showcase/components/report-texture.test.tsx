import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { CURRENT_USER_KEY, type User } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { testUser } from '@/test/users'
import type { ShowcaseTexture } from '../api/types'
import { TextureDetailDialog } from './texture-detail-dialog'

const texture: ShowcaseTexture = {
  id: 7,
  title: 'Mossy Stone',
  description: 'Green',
  imageUrl: '/api/showcase/image/7?v=1',
  username: 'steve',
  userId: 9,
  upvotes: 0,
  downvotes: 0,
  downloadCount: 0,
  tags: [],
  createdAt: '2026-11-24T10:00:00Z',
  licenseType: 'restricted',
  hasVoted: null,
  featured: false,
  kind: 'block',
  size: 16,
}

let reports: unknown[]
let answer: { status: number; message: string }

beforeEach(() => {
  reports = []
  answer = { status: 200, message: 'Thanks, an admin will look at it' }
  server.use(
    http.get('/api/showcase/7', () => HttpResponse.json({ success: true, data: texture })),
    http.get('/api/showcase/image/7', () => new HttpResponse(null, { status: 404 })),
    http.post('/api/showcase/7/report', async ({ request }) => {
      reports.push(await request.json())
      return HttpResponse.json({ success: answer.status === 200, message: answer.message }, { status: answer.status })
    }),
  )
})

function renderDialog(user: User | null) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(CURRENT_USER_KEY, user ? { success: true, message: 'Authenticated', user } : null)
  return renderWithProviders(
    <>
      <TextureDetailDialog id={7} onClose={() => {}} />
      <Toaster />
    </>,
    { queryClient },
  )
}

describe('the Report action', () => {
  it('asks for a reason (1-500 characters) and sends it, then thanks the user', async () => {
    const user = userEvent.setup()
    renderDialog(testUser())
    await user.click(await screen.findByRole('button', { name: 'Report' }))
    const reason = screen.getByLabelText('What is wrong with “Mossy Stone”?')
    expect(reason).toHaveFocus()
    expect(reason).toHaveAttribute('maxLength', '500')

    await user.type(reason, '   ')
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    expect(screen.getByText('Please say why you are reporting this texture.')).toBeInTheDocument()
    expect(reason).toHaveAttribute('aria-invalid', 'true')
    expect(reports).toEqual([])

    await user.type(reason, 'Copied from another pack ')
    expect(screen.getByText('28/500')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    await waitFor(() => expect(reports).toEqual([{ reason: 'Copied from another pack' }]))
    expect(await screen.findByText('Thanks, an admin will look at it')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reported' })).toBeDisabled()
  })

  it.each([
    [409, 'You already reported this texture'],
    [429, 'Too many reports, try again later'],
  ])('shows the server message of a %i and keeps the form', async (status, message) => {
    answer = { status, message }
    const user = userEvent.setup()
    renderDialog(testUser())
    await user.click(await screen.findByRole('button', { name: 'Report' }))
    await user.type(screen.getByLabelText('What is wrong with “Mossy Stone”?'), 'Offensive')
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getByText('Error')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send report' })).toBeEnabled()
  })

  it('tells visitors to log in, as voting does, and is not offered on your own texture', async () => {
    const user = userEvent.setup()
    const { unmount } = renderDialog(null)
    await user.click(await screen.findByRole('button', { name: 'Report' }))
    expect(await screen.findByText('You need to log in to report textures')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send report' })).toBeNull()
    unmount()

    renderDialog(testUser({ id: 9, username: 'steve' }))
    expect(await screen.findByText('This is your texture.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull()
    expect(reports).toEqual([])
  })
})
