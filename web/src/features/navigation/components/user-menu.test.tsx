import { fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { User } from '@/lib/auth'
import { visibleLinks, type NavLinkItem } from '../nav-links'
import { UserMenu } from './user-menu'

const ACCOUNT_LINKS: NavLinkItem[] = [
  { label: 'Admin Dashboard', to: '/admin', access: 'admin' },
  { label: 'My Dashboard', to: '/dashboard', access: 'signedIn' },
]

const alex: User = { id: 1, username: 'alex', email: 'a@b.c', avatarUrl: null, isAdmin: false }
const root: User = { ...alex, username: 'root', isAdmin: true }

function openMenu(user: User) {
  render(
    <MemoryRouter>
      <UserMenu user={user} links={visibleLinks(ACCOUNT_LINKS, user)} />
    </MemoryRouter>,
  )
  const trigger = screen.getByRole('button', { name: `Account menu for ${user.username}` })
  fireEvent.pointerDown(trigger, { button: 0, pointerType: 'mouse' })
  return screen.getByRole('menu')
}

describe('UserMenu', () => {
  it('shows the username and email, then the entries a user may see', () => {
    const menu = openMenu(alex)
    expect(menu).toHaveTextContent('alex')
    expect(menu).toHaveTextContent('a@b.c')
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['My Dashboard'])
  })

  it('adds Admin Dashboard for admins', () => {
    const menu = openMenu(root)
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((i) => i.textContent)).toEqual(['Admin Dashboard', 'My Dashboard'])
    expect(items[0]).toHaveAttribute('href', '/admin')
  })

  it('shows the initial when there is no avatar', () => {
    render(
      <MemoryRouter>
        <UserMenu user={alex} links={[]} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('button', { name: 'Account menu for alex' })).toHaveTextContent('A')
  })
})
