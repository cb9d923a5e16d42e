import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Route, Routes } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ToastModule from '@/hooks/use-toast'
import { toast } from '@/hooks/use-toast'
import { LocationProbe, renderWithProviders } from '@/test/render'
import { sentRequests, server } from '@/test/server'
import type { UserDetail as Detail } from '../api/types'
import { detailOf, member } from '../test/fixtures'
import { UserDetail } from './user-detail'

vi.mock('@/hooks/use-toast', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastModule>()
  return { ...actual, toast: vi.fn(actual.toast) }
})

let detail: Detail
let sent: string[]

beforeEach(() => {
  vi.mocked(toast).mockClear()
  sent = sentRequests()
  detail = detailOf(member({ emailVerified: false }))
  server.use(
    http.get('/api/admin/users/7', () => HttpResponse.json(detail)),
    http.post('/api/admin/users/7/credits', async ({ request }) => {
      const { amount, reason } = (await request.json()) as { amount: number; reason: string }
      detail = {
        ...detail,
        credits: { ...detail.credits, available: detail.credits.available + amount },
        transactions: [
          { id: 2, type: 'grant', amount, description: `Granted by an admin: ${reason}`, createdAt: '2026-11-26T11:00:00Z' },
          ...detail.transactions,
        ],
      }
      return HttpResponse.json({ success: true, message: 'Credits granted', change: amount, credits: detail.credits })
    }),
    http.put('/api/admin/users/7/admin', () =>
      HttpResponse.json({ success: false, message: 'Verify the address before giving admin rights' }, { status: 409 }),
    ),
    http.post('/api/admin/users/7/suspend', () => {
      detail = { ...detail, user: { ...detail.user, suspended: true }, activity: { ...detail.activity, sessions: 0 } }
      return HttpResponse.json({ success: true, message: 'User suspended', user: detail.user })
    }),
    http.post('/api/admin/users/7/verification', () => HttpResponse.json({ success: true, message: 'Verification link sent' })),
    http.delete('/api/admin/users/7', () => HttpResponse.json({ success: true, message: 'User deleted' })),
    http.get('/api/admin/users', () => HttpResponse.json({ success: true, users: [], nextCursor: null })),
  )
})

function render() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/users/:id" element={<UserDetail id={7} />} />
        <Route path="/admin/users" element={<p>the users list</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/admin/users/7' },
  )
}

const card = (name: string) => screen.getByRole('region', { name })

describe('UserDetail', () => {
  it('shows the profile, credits, activity and ledger', async () => {
    render()
    expect(await screen.findByRole('heading', { level: 1, name: 'demo' })).toBeInTheDocument()
    expect(card('Profile')).toHaveTextContent('demo@example.com')
    expect(card('Profile')).toHaveTextContent('Not verified')
    expect(card('Credits')).toHaveTextContent('Available3From the Free plan3Purchased0Next renewalDec 20, 2026')
    expect(card('Activity')).toHaveTextContent('Generations12Saved textures4Shared in the showcase2Open sessions1')
    expect(within(card('Ledger')).getByRole('list', { name: 'Ledger' })).toHaveTextContent('Monthly credits of the Free plan')
  })

  it('grants credits and shows the new ledger row and balance', async () => {
    const user = userEvent.setup()
    render()
    await user.click(await screen.findByRole('button', { name: 'Grant or take credits' }))
    const dialog = screen.getByRole('dialog')
    await user.type(within(dialog).getByLabelText('Amount'), '5')
    await user.type(within(dialog).getByLabelText('Reason'), 'Sorry for the outage')
    await user.click(within(dialog).getByRole('button', { name: 'Grant credits' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const rows = within(card('Ledger')).getAllByRole('listitem')
    expect(rows[0]).toHaveTextContent('Granted by an admin: Sorry for the outage')
    expect(rows[0]).toHaveTextContent('+5 credits')
    expect(card('Credits')).toHaveTextContent('Available8')
    expect(toast).toHaveBeenCalledWith({ title: 'Credits granted' })
  })

  it("shows the server's refusal to make an admin", async () => {
    const user = userEvent.setup()
    render()
    await user.click(await screen.findByRole('button', { name: 'Make admin' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Make demo an admin?' })).getByRole('button', { name: 'Make admin' }))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Error',
        description: 'Verify the address before giving admin rights',
      }),
    )
  })

  it('suspends after a confirmation that says their sessions end and they cannot sign in', async () => {
    const user = userEvent.setup()
    render()
    await user.click(await screen.findByRole('button', { name: 'Suspend' }))
    const dialog = screen.getByRole('dialog', { name: 'Suspend demo?' })
    expect(dialog).toHaveTextContent("All their sessions end now, on every device, and they can't sign in until you unsuspend them.")
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByRole('button', { name: 'Unsuspend' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent('Suspended')
    expect(toast).toHaveBeenCalledWith({ title: 'User suspended' })
  })

  it('resends the verification link of an unverified address, and offers it only then', async () => {
    const user = userEvent.setup()
    const { unmount } = render()
    await user.click(await screen.findByRole('button', { name: 'Resend verification' }))
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Verification link sent' }))
    expect(sent).toContain('POST /api/admin/users/7/verification')
    unmount()
    detail = detailOf(member())
    render()
    await screen.findByRole('button', { name: 'Send password reset' })
    expect(screen.queryByRole('button', { name: 'Resend verification' })).toBeNull()
  })

  it('deletes only once the username is typed, naming what goes, then returns to the list', async () => {
    const user = userEvent.setup()
    render()
    await user.click(await screen.findByRole('button', { name: 'Delete user' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete demo?' })
    expect(dialog).toHaveTextContent('their saved textures, their showcase entries and votes, their credits')
    const confirm = within(dialog).getByRole('button', { name: 'Delete user' })
    expect(confirm).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Type demo to confirm'), 'dem')
    expect(confirm).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Type demo to confirm'), 'o')
    await user.click(confirm)
    expect(await screen.findByText('the users list')).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/users')
    expect(toast).toHaveBeenCalledWith({ title: 'User deleted' })
    expect(sent.filter((r) => r.startsWith('GET /api/admin/users/7'))).toHaveLength(1)
  })
})
