import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CurrentUserResponse, User } from '@/lib/auth'
import { CURRENT_USER_KEY } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'
import { jsonResponse, renderWithProviders } from '@/test/render'
import { visibleLinks, type NavLinkItem } from '../nav-links'
import { Navbar } from './navbar'

const alex: User = { id: 1, username: 'alex', email: 'a@b.c', avatarUrl: null, isAdmin: false }
const root: User = { ...alex, id: 2, username: 'root', isAdmin: true }

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    if (String(input) === '/api/site-settings/logo') return jsonResponse({ success: true, logoUrl: '' })
    return jsonResponse({ success: false, message: 'Not authenticated' }, { status: 401 })
  })
  vi.stubGlobal('fetch', fetchMock)
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

  it('shows who is signed in, without an empty account menu while it has no entries', () => {
    renderNavbar(alex)
    expect(screen.getByText('alex')).toBeInTheDocument()
    expect(screen.getByText('Signed in as alex')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /account menu/i })).toBeNull()
  })

  it('uses the bundled logo when no logo is set', async () => {
    const { container } = renderNavbar(null)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/site-settings/logo', expect.anything()))
    expect(container.querySelector('header img')).toHaveAttribute('src', '/logo.svg')
  })

  it("shows the admin's logo from site settings", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ success: true, logoUrl: '/uploads/logo.png' }))
    const { container } = renderNavbar(null)
    await waitFor(() => expect(container.querySelector('header img')).toHaveAttribute('src', '/uploads/logo.png'))
  })

  it('only logs a failed logo fetch and keeps the bundled logo', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockImplementation(async () => new Response('down', { status: 500 }))
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
    expect(within(mobile).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home'])
    expect(within(mobile).getByRole('link', { name: 'Home' })).toHaveFocus()
    fireEvent.keyDown(mobile, { key: 'Escape' })
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull()
    expect(toggle).toHaveFocus()
  })

  it('closes the mobile menu when a link is followed', () => {
    renderNavbar(alex)
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const mobile = screen.getByRole('navigation', { name: 'Mobile' })
    fireEvent.click(within(mobile).getByRole('link', { name: 'Home' }))
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull()
  })
})
