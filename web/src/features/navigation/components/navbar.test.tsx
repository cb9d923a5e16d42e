import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CurrentUserResponse, User } from '@/lib/auth'
import { CURRENT_USER_KEY } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'
import { renderWithProviders } from '@/test/render'
import { sentRequests, server } from '@/test/server'
import { closeAccountDialogs, getAccountDialogState } from '@/hooks/use-account-dialog'
import { getEditMode } from '@/hooks/use-edit-mode'
import { visibleLinks, type NavLinkItem, type NavSlotProps } from '../nav-links'
import { Navbar } from './navbar'
import { testUser } from '@/test/users'

const alex = testUser()
const root: User = { ...alex, id: 2, username: 'root', isAdmin: true }

let sent: string[]

beforeEach(() => {
  sent = sentRequests()
  server.use(
    http.get('/api/site-settings/logo', () => HttpResponse.json({ success: true, logoUrl: '' })),
    http.all('/api/*', () => HttpResponse.json({ success: false, message: 'Not authenticated' }, { status: 401 })),
  )
  Object.defineProperty(window, 'scrollY', { value: 0, writable: true, configurable: true })
})

function renderNavbar(user: User | null) {
  const queryClient = createQueryClient()
  const data: CurrentUserResponse | null = user ? { success: true, message: 'OK', user } : null
  queryClient.setQueryData(CURRENT_USER_KEY, data)
  return renderWithProviders(<Navbar actions={<button type="button">theme</button>} />, { queryClient })
}

describe('visibleLinks', () => {
  const links: NavLinkItem[] = [
    { label: 'Home', to: '/', access: 'everyone' },
    { label: 'Studio', to: '/texture-studio', access: 'signedIn' },
    { label: 'Showcase', to: '/showcase', access: 'everyone' },
    { label: 'Admin', to: '/admin', access: 'admin' },
  ]
  const labels = (user: User | null) => visibleLinks(links, user).map((l) => l.label)

  it('shows visitors only the public links', () => {
    expect(labels(null)).toEqual(['Home', 'Showcase'])
  })

  it('adds signed-in links for users, in order', () => {
    expect(labels(alex)).toEqual(['Home', 'Studio', 'Showcase'])
  })

  it('adds Admin only for admins', () => {
    expect(labels(root)).toEqual(['Home', 'Studio', 'Showcase', 'Admin'])
  })
})

describe('Navbar', () => {
  it('shows the product name, the Home link and the actions when signed out', () => {
    renderNavbar(null)
    const main = screen.getByRole('navigation', { name: 'Main' })
    expect(within(main).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Texelforge' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('button', { name: 'theme' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /account menu/i })).toBeNull()
  })

  it("offers 'Log In' and 'Sign Up' to visitors, each opening the Account dialog on its tab", () => {
    renderNavbar(null)
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }))
    expect(getAccountDialogState()).toEqual({ open: 'account', mode: 'login' })
    closeAccountDialogs()
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(getAccountDialogState()).toEqual({ open: 'account', mode: 'signup' })
    closeAccountDialogs()
  })

  it('shows no account buttons while the current user is loading', () => {
    server.use(http.all('/api/*', () => delay('infinite')))
    renderWithProviders(<Navbar />)
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull()
    expect(screen.queryByRole('button', { name: /account menu/i })).toBeNull()
  })

  it('shows a signed-in user the Dashboard link and the avatar menu instead of the buttons', async () => {
    renderNavbar(alex)
    const main = screen.getByRole('navigation', { name: 'Main' })
    expect(
      within(main)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Studio', 'Dashboard', 'Showcase', 'Blog', 'Credits', 'Plans'])
    expect(await screen.findByRole('button', { name: 'Account menu for alex' })).toHaveTextContent('A')
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Sign Up' })).toBeNull()
  })

  it('shows the avatar picture when the user has one', async () => {
    renderNavbar({ ...alex, avatarUrl: '/uploads/avatars/alex.png' })
    const trigger = await screen.findByRole('button', { name: 'Account menu for alex' })
    expect(trigger.querySelector('img')).toHaveAttribute('src', '/uploads/avatars/alex.png')
  })

  it('gives admins an Admin link to /admin after Plans, and users none', () => {
    const links = () =>
      within(screen.getByRole('navigation', { name: 'Main' }))
        .getAllByRole('link')
        .map((a) => a.textContent)
    renderNavbar(root)
    expect(links()).toEqual(['Home', 'Studio', 'Dashboard', 'Showcase', 'Blog', 'Credits', 'Plans', 'Admin'])
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin')
    cleanup()
    renderNavbar(alex)
    expect(links()).toEqual(['Home', 'Studio', 'Dashboard', 'Showcase', 'Blog', 'Credits', 'Plans'])
  })

  it('uses the bundled logo when no logo is set', async () => {
    const { container } = renderNavbar(null)
    await waitFor(() => expect(sent).toContain('GET /api/site-settings/logo'))
    expect(container.querySelector('header img')).toHaveAttribute('src', '/logo.svg')
  })

  it("shows the admin's logo from site settings", async () => {
    server.use(http.get('/api/site-settings/logo', () => HttpResponse.json({ success: true, logoUrl: '/uploads/logo.png' })))
    const { container } = renderNavbar(null)
    await waitFor(() => expect(container.querySelector('header img')).toHaveAttribute('src', '/uploads/logo.png'))
  })

  it('only logs a failed logo fetch and keeps the bundled logo', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get('/api/site-settings/logo', () => new HttpResponse('down', { status: 500 })))
    const { container } = renderNavbar(null)
    await waitFor(() => expect(log).toHaveBeenCalled())
    expect(container.querySelector('header img')).toHaveAttribute('src', '/logo.svg')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('changes its background only after scrolling more than 10 px', () => {
    renderNavbar(null)
    const header = screen.getByRole('banner')
    expect(header).toHaveAttribute('data-scrolled', 'false')
    act(() => {
      window.scrollY = 10
      window.dispatchEvent(new Event('scroll'))
    })
    expect(header).toHaveAttribute('data-scrolled', 'false')
    act(() => {
      window.scrollY = 11
      window.dispatchEvent(new Event('scroll'))
    })
    expect(header).toHaveAttribute('data-scrolled', 'true')
    act(() => {
      window.scrollY = 0
      window.dispatchEvent(new Event('scroll'))
    })
    expect(header).toHaveAttribute('data-scrolled', 'false')
  })

  it('opens the mobile menu with the same links and closes it on Escape', () => {
    renderNavbar(null)
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAccessibleName('Close menu')
    const mobile = screen.getByRole('navigation', { name: 'Mobile' })
    expect(
      within(mobile)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Showcase', 'Blog', 'Plans'])
    expect(within(mobile).getByRole('link', { name: 'Home' })).toHaveFocus()
    fireEvent.keyDown(mobile, { key: 'Escape' })
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull()
    expect(toggle).toHaveFocus()
  })

  it('lists Log In and Sign Up in the mobile menu for visitors; a choice closes the menu and opens the dialog', () => {
    renderNavbar(null)
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const menu = document.getElementById('mobile-menu')!
    fireEvent.click(within(menu).getByRole('button', { name: 'Sign Up' }))
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull()
    expect(getAccountDialogState()).toEqual({ open: 'account', mode: 'signup' })
    closeAccountDialogs()
  })

  it("lists the account links and 'Sign Out' in the mobile menu for a signed-in user", async () => {
    const { queryClient } = renderNavbar(alex)
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const mobile = screen.getByRole('navigation', { name: 'Mobile' })
    expect(
      within(mobile)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Studio', '/texture-studio'],
      ['Dashboard', '/dashboard'],
      ['Showcase', '/showcase'],
      ['Blog', '/blog'],
      ['Credits', '/checkout/credits'],
      ['Plans', '/checkout/plans'],
      ['My Textures', '/dashboard/textures'],
      ['Profile Settings', '/dashboard/profile'],
    ])
    const menu = document.getElementById('mobile-menu')!
    expect(within(menu).queryByRole('button', { name: 'Log In' })).toBeNull()
    server.use(http.post('/api/logout', () => HttpResponse.json({ success: true, message: 'Logged out' })))
    fireEvent.click(within(menu).getByRole('button', { name: 'Sign Out' }))
    await waitFor(() => expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull())
    expect(sent).toContain('POST /api/logout')
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument()
  })

  it('renders the Credits link through the credits slot, on the bar and in the mobile menu', () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData(CURRENT_USER_KEY, { success: true, message: 'OK', user: alex })
    const slots = { credits: ({ link, layout }: NavSlotProps) => <span>{`${link.label} in ${layout}`}</span> }
    renderWithProviders(<Navbar slots={slots} />, { queryClient })
    expect(screen.getByText('Credits in bar')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    expect(within(screen.getByRole('navigation', { name: 'Mobile' })).getByText('Credits in menu')).toBeInTheDocument()
  })

  it('offers no Credits entry to visitors', () => {
    renderNavbar(null)
    expect(screen.queryByText('Credits')).toBeNull()
  })

  it('closes the mobile menu when a link is followed', () => {
    renderNavbar(alex)
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const mobile = screen.getByRole('navigation', { name: 'Mobile' })
    fireEvent.click(within(mobile).getByRole('link', { name: 'Home' }))
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull()
  })
})

describe('Edit Mode toggle', () => {
  function renderAt(user: User | null, route: string) {
    const queryClient = createQueryClient()
    queryClient.setQueryData(CURRENT_USER_KEY, user ? { success: true, message: 'OK', user } : null)
    return renderWithProviders(<Navbar />, { queryClient, route })
  }

  it('shows admins on the landing page a toggle that switches edit mode on and off', () => {
    renderAt(root, '/')
    const toggle = screen.getByRole('button', { name: 'Edit Mode' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    fireEvent.click(toggle)
    expect(screen.getByRole('button', { name: 'Exit Edit Mode' })).toHaveAttribute('aria-pressed', 'true')
    expect(getEditMode()).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Exit Edit Mode' }))
    expect(getEditMode()).toBe(false)
  })

  it('is never shown to other users, nor on other pages', () => {
    renderAt(alex, '/')
    expect(screen.queryByRole('button', { name: /Edit Mode/ })).toBeNull()
    cleanup()
    renderAt(root, '/privacy')
    expect(screen.queryByRole('button', { name: /Edit Mode/ })).toBeNull()
  })
})
