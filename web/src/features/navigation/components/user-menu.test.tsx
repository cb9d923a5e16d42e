import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ToastModule from '@/hooks/use-toast'
import { toast } from '@/hooks/use-toast'
import { CURRENT_USER_KEY, type User } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'
import { renderWithProviders } from '@/test/render'
import { sentRequests, server } from '@/test/server'
import { ACCOUNT_MENU_LINKS, visibleLinks, type NavLinkItem } from '../nav-links'
import { UserMenu } from './user-menu'
import { testUser } from '@/test/users'

vi.mock('@/hooks/use-toast', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastModule>()
  return { ...actual, toast: vi.fn(actual.toast) }
})

const ACCOUNT_LINKS: NavLinkItem[] = [
  { label: 'Admin Dashboard', to: '/admin', access: 'admin' },
  { label: 'My Dashboard', to: '/dashboard', access: 'signedIn' },
]

const alex = testUser()
const root: User = { ...alex, username: 'root', isAdmin: true }

beforeEach(() => {
  server.use(http.post('/api/logout', () => HttpResponse.json({ success: true, message: 'Logged out' })))
})

function openMenu(user: User, links: readonly NavLinkItem[] = visibleLinks(ACCOUNT_LINKS, user)) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(CURRENT_USER_KEY, { success: true, message: 'OK', user })
  renderWithProviders(<UserMenu user={user} links={links} />, { queryClient })
  const trigger = screen.getByRole('button', { name: `Account menu for ${user.username}` })
  fireEvent.pointerDown(trigger, { button: 0, pointerType: 'mouse' })
  return { menu: screen.getByRole('menu'), queryClient }
}

const items = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent)

describe('UserMenu', () => {
  it('shows the username and email, then the entries a user may see, then Log out', () => {
    const { menu } = openMenu(alex)
    expect(menu).toHaveTextContent('alex')
    expect(menu).toHaveTextContent('a@b.c')
    expect(items(menu)).toEqual(['My Dashboard', 'Log out'])
  })

  it('adds Admin Dashboard for admins', () => {
    const { menu } = openMenu(root)
    expect(items(menu)).toEqual(['Admin Dashboard', 'My Dashboard', 'Log out'])
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveAttribute('href', '/admin')
  })

  it('lists My Dashboard, My Textures, Texture Studio and Profile Settings from ACCOUNT_MENU_LINKS, after Admin Dashboard for admins', () => {
    const account = ['My Dashboard', 'My Textures', 'Texture Studio', 'Profile Settings', 'Log out']
    for (const [user, want] of [
      [alex, account],
      [root, ['Admin Dashboard', ...account]],
    ] as const) {
      const { menu } = openMenu(user, visibleLinks(ACCOUNT_MENU_LINKS, user))
      expect(items(menu)).toEqual(want)
      expect(within(menu).getByRole('menuitem', { name: 'My Dashboard' })).toHaveAttribute('href', '/dashboard')
      if (user.isAdmin) expect(within(menu).getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin')
      fireEvent.keyDown(menu, { key: 'Escape' })
    }
  })

  it('shows the initial when there is no avatar', () => {
    renderWithProviders(<UserMenu user={alex} links={[]} />)
    expect(screen.getByRole('button', { name: 'Account menu for alex' })).toHaveTextContent('A')
  })

  it("reads 'Logging out...' while pending, then clears the user and toasts 'Logged out'", async () => {
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.post('/api/logout', async () => {
        await answered
        return HttpResponse.json({ success: true, message: 'Logged out' })
      }),
    )
    const sent = sentRequests()
    const { menu, queryClient } = openMenu(alex)
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }))
    expect(await within(menu).findByRole('menuitem', { name: 'Logging out...' })).toHaveAttribute('data-disabled')
    expect(sent).toContain('POST /api/logout')
    answer()
    await waitFor(() => expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull())
    expect(toast).toHaveBeenLastCalledWith({ title: 'Logged out' })
  })

  it("toasts 'Logout failed' with the server's message and keeps the user", async () => {
    server.use(http.post('/api/logout', () => HttpResponse.json({ success: false, message: 'Session store down' }, { status: 500 })))
    const { menu, queryClient } = openMenu(alex)
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }))
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith({
        variant: 'destructive',
        title: 'Logout failed',
        description: 'Session store down',
      }),
    )
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toMatchObject({ user: alex })
  })

  it("falls back to 'An error occurred during logout' when the request never answers", async () => {
    server.use(http.post('/api/logout', () => HttpResponse.error()))
    const { menu } = openMenu(alex)
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }))
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ description: 'An error occurred during logout' })))
  })
})
