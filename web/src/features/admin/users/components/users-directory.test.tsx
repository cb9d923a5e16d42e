import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Route, Routes } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { MOBILE_QUERY } from '@/hooks/use-media-query'
import { LocationProbe, renderWithProviders } from '@/test/render'
import { sentRequests, server } from '@/test/server'
import { member } from '../test/fixtures'
import { UsersDirectory } from './users-directory'

const users = [
  member({ id: 9, username: 'newest', email: 'newest@example.com', plan: 'pro', isAdmin: true }),
  member({ id: 8, username: 'suspended_sam', email: 'sam@example.com', suspended: true, emailVerified: false }),
]
const older = member({ id: 7, username: 'demo', email: 'demo@example.com' })

let sent: string[]

beforeEach(() => {
  sent = sentRequests()
  server.use(
    http.get('/api/admin/users', ({ request }) => {
      const url = new URL(request.url)
      const q = url.searchParams.get('q') ?? ''
      if (q === 'broken') return HttpResponse.json({ success: false, message: 'Search is down' }, { status: 500 })
      if (q) {
        const found = [...users, older].filter((u) => u.username.includes(q) || u.email.includes(q))
        return HttpResponse.json({ success: true, users: found, nextCursor: null })
      }
      if (url.searchParams.get('sort') === 'name') {
        // A to Z, two a page; the cursor is the server's own (the last name).
        return url.searchParams.get('cursor') === 'newest'
          ? HttpResponse.json({ success: true, users: [users[1]], nextCursor: null })
          : HttpResponse.json({ success: true, users: [older, users[0]], nextCursor: 'newest' })
      }
      return url.searchParams.get('cursor') === 'c2'
        ? HttpResponse.json({ success: true, users: [older], nextCursor: null })
        : HttpResponse.json({ success: true, users, nextCursor: 'c2' })
    }),
  )
})

const render = (route = '/admin/users') =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/users" element={<UsersDirectory />} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  )

/** The usernames in the table, in order (each link's text after the avatar's initial). */
const rowNames = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('link')
    .map((a) => a.textContent!.slice(1))

describe('UsersDirectory', () => {
  it('lists users newest first with plan, badges and joined date, and loads more by cursor', async () => {
    const user = userEvent.setup()
    render()
    await waitFor(() => expect(rowNames()).toEqual(['newest', 'suspended_sam']))
    const sam = screen.getByRole('row', { name: /suspended_sam/ })
    expect(sam).toHaveTextContent('sam@example.com')
    expect(sam).toHaveTextContent('Free')
    expect(sam).toHaveTextContent('Unverified')
    expect(sam).toHaveTextContent('Suspended')
    expect(sam).toHaveTextContent('Nov 20, 2026')
    expect(screen.getByRole('row', { name: /newest/ })).toHaveTextContent('ProAdminVerified')
    expect(within(sam).getByRole('link', { name: /suspended_sam/ })).toHaveAttribute('href', '/admin/users/8')

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(rowNames()).toEqual(['newest', 'suspended_sam', 'demo']))
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(sent).toEqual(['GET /api/admin/users?limit=50', 'GET /api/admin/users?limit=50&cursor=c2'])
  })

  it('searches once typing pauses, keeps the search in ?q=, and says when nothing matches', async () => {
    const user = userEvent.setup()
    render()
    await waitFor(() => expect(rowNames()).toHaveLength(2))
    await user.type(screen.getByLabelText('Search users'), 'demo')
    await waitFor(() => expect(rowNames()).toEqual(['demo']))
    expect(sent).toEqual(['GET /api/admin/users?limit=50', 'GET /api/admin/users?limit=50&q=demo'])
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/users?q=demo'))

    await user.clear(screen.getByLabelText('Search users'))
    await user.type(screen.getByLabelText('Search users'), 'nobody')
    expect(await screen.findByText('No users whose name or email contains "nobody".')).toBeInTheDocument()
  })

  it('sorts by name from the first page again, keeps the order in ?sort=, and pages on with it', async () => {
    const user = userEvent.setup()
    render()
    const sort = await screen.findByRole('combobox', { name: 'Sort' })
    expect(sort).toHaveValue('newest')
    await user.click(await screen.findByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(rowNames()).toEqual(['newest', 'suspended_sam', 'demo']))

    await user.selectOptions(sort, 'Name (A–Z)')
    await waitFor(() => expect(rowNames()).toEqual(['demo', 'newest']))
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/users?sort=name')
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(rowNames()).toEqual(['demo', 'newest', 'suspended_sam']))
    expect(sent.slice(2)).toEqual(['GET /api/admin/users?limit=50&sort=name', 'GET /api/admin/users?limit=50&sort=name&cursor=newest'])

    // Back to the default: the URL drops ?sort= and the newest-first pages show again.
    await user.selectOptions(sort, 'Newest First')
    await waitFor(() => expect(rowNames()).toEqual(['newest', 'suspended_sam', 'demo']))
    expect(screen.getByTestId('location')).toHaveTextContent(/\/admin\/users$/)
  })

  it('starts from ?sort= and ?q= together, and sends both', async () => {
    render('/admin/users?q=demo&sort=name')
    await waitFor(() => expect(rowNames()).toEqual(['demo']))
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('name')
    expect(screen.getByLabelText('Search users')).toHaveValue('demo')
    expect(sent).toEqual(['GET /api/admin/users?limit=50&q=demo&sort=name'])
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/users?q=demo&sort=name')
  })

  it('starts from ?q= and shows the server error with a Retry', async () => {
    render('/admin/users?q=broken')
    expect(screen.getByLabelText('Search users')).toHaveValue('broken')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load users: Search is down')
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  it('opens a user from a click anywhere on the row', async () => {
    const user = userEvent.setup()
    render()
    await user.click(await screen.findByText('sam@example.com'))
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/users/8')
  })

  it('shows cards instead of the table at 768 px or less, each a link to the user', async () => {
    const wide = window.matchMedia
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query === MOBILE_QUERY }) as MediaQueryList
    render()
    const cards = await screen.findByRole('list', { name: 'Users' })
    expect(screen.queryByRole('table')).toBeNull()
    const links = within(cards).getAllByRole('link')
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/admin/users/9', '/admin/users/8'])
    expect(links[1]).toHaveTextContent('sam@example.com')
    expect(links[1]).toHaveTextContent('Suspended')
  })
})
