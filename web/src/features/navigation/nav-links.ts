// The navbar's links, in display order. This is the ONE list the desktop bar
// and the mobile menu both render: a feature adds its entry here when its
// page exists (and its route is in src/app/routes.json). Spec order:
// Home; Studio (signed in); Dashboard (signed in); Showcase; Blog;
// Credits (signed in); Plans; Admin (admin only).
import type { ReactNode } from 'react'
import type { User } from '@/lib/auth'

/** Who sees a link: everyone, signed-in users, or admins only. */
type LinkAccess = 'everyone' | 'signedIn' | 'admin'

/** Links another feature renders itself (composed in src/app): Credits shows the balance. */
type NavSlotName = 'credits'

export interface NavLinkItem {
  label: string
  to: string
  access: LinkAccess
  /** Rendered by the navbar's slots[slot] when given, else as a plain link. */
  slot?: NavSlotName
}

export interface NavSlotProps {
  link: NavLinkItem
  layout: 'bar' | 'menu'
  /** The class of a plain nav link in this layout, for NavLink's className. */
  className: (state: { isActive: boolean }) => string
  onNavigate?: () => void
}

export type NavSlots = Partial<Record<NavSlotName, (props: NavSlotProps) => ReactNode>>

export const NAV_LINKS: readonly NavLinkItem[] = [
  { label: 'Home', to: '/', access: 'everyone' },
  { label: 'Studio', to: '/texture-studio', access: 'signedIn' },
  { label: 'Dashboard', to: '/dashboard', access: 'signedIn' },
  { label: 'Showcase', to: '/showcase', access: 'everyone' },
  { label: 'Blog', to: '/blog', access: 'everyone' },
  { label: 'Credits', to: '/checkout/credits', access: 'signedIn', slot: 'credits' },
  { label: 'Plans', to: '/checkout/plans', access: 'everyone' },
  { label: 'Admin', to: '/admin', access: 'admin' },
]

/**
 * Entries of the signed-in avatar menu under the username, in order (spec:
 * Admin Dashboard (admin only), My Dashboard, My Textures, Texture Studio),
 * added as their pages are built; 'Log out' always ends the menu. The mobile
 * menu lists those not already in NAV_LINKS.
 */
export const ACCOUNT_MENU_LINKS: readonly NavLinkItem[] = [
  { label: 'Admin Dashboard', to: '/admin', access: 'admin' },
  { label: 'My Dashboard', to: '/dashboard', access: 'signedIn' },
  { label: 'My Textures', to: '/dashboard/textures', access: 'signedIn' },
  { label: 'Texture Studio', to: '/texture-studio', access: 'signedIn' },
  { label: 'Profile Settings', to: '/dashboard/profile', access: 'signedIn' },
]

function canSee(access: LinkAccess, user: User | null): boolean {
  switch (access) {
    case 'everyone':
      return true
    case 'signedIn':
      return user !== null
    case 'admin':
      return user?.isAdmin === true
  }
}

/** accountOnlyLinks are the account entries whose page NAV_LINKS does not already list. */
export function accountOnlyLinks(account: readonly NavLinkItem[], nav: readonly NavLinkItem[]): NavLinkItem[] {
  return account.filter((link) => !nav.some((n) => n.to === link.to))
}

/** visibleLinks keeps the links the user may see, in order. */
export function visibleLinks(links: readonly NavLinkItem[], user: User | null): NavLinkItem[] {
  return links.filter((link) => canSee(link.access, user))
}
