import { Menu, X } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { useCurrentUser } from '@/lib/auth'
import { cn } from '@/lib/utils'
import { useScrolled } from '../hooks/use-scrolled'
import { accountOnlyLinks, ACCOUNT_MENU_LINKS, NAV_LINKS, visibleLinks, type NavSlots } from '../nav-links'
import { AuthButtons } from './auth-buttons'
import { EditModeToggle } from './edit-mode-toggle'
import { MobileMenu } from './mobile-menu'
import { NavLinksList } from './nav-links-list'
import { SiteLogo } from './site-logo'

const MOBILE_MENU_ID = 'mobile-menu'

// The account menu pulls in the dropdown primitives; visitors never need them.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }))

interface Props {
  /** Controls placed at the right of the bar on every width (the theme toggle). */
  actions?: ReactNode
  /** Links other features render (the Credits balance), composed in src/app. */
  slots?: NavSlots
}

/** Navbar is the sticky site header: logo, links by role, account and the mobile menu. */
export function Navbar({ actions, slots }: Props) {
  const scrolled = useScrolled()
  const { user, isLoading } = useCurrentUser()
  const [menuOpen, setMenuOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const links = visibleLinks(NAV_LINKS, user)
  const accountLinks = visibleLinks(ACCOUNT_MENU_LINKS, user)

  useEffect(() => {
    if (!menuOpen) return
    const media = window.matchMedia?.('(min-width: 768px)')
    const close = (event: MediaQueryListEvent) => {
      if (event.matches) setMenuOpen(false)
    }
    media?.addEventListener('change', close)
    return () => media?.removeEventListener('change', close)
  }, [menuOpen])

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 w-full border-b transition-[background-color,border-color,box-shadow] duration-200',
        scrolled || menuOpen ? 'border-border bg-header shadow-sm backdrop-blur-md' : 'border-transparent bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <SiteLogo />
        <nav aria-label="Main" className="hidden md:block">
          <NavLinksList links={links} layout="bar" slots={slots} />
        </nav>
        <div className="ml-auto flex items-center gap-1">
          {/* Phones find it in the menu: the bar has no room for it. */}
          <EditModeToggle user={user} className="hidden md:inline-flex" />
          {actions}
          {user ? (
            <Suspense fallback={<span className="size-9" aria-hidden="true" />}>
              <UserMenu user={user} links={accountLinks} />
            </Suspense>
          ) : null}
          {!user && !isLoading ? <AuthButtons layout="bar" className="hidden md:flex" /> : null}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
            ref={toggle}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {menuOpen ? (
        <MobileMenu
          id={MOBILE_MENU_ID}
          links={links}
          accountLinks={accountOnlyLinks(accountLinks, links)}
          user={user}
          userLoading={isLoading}
          slots={slots}
          onNavigate={() => setMenuOpen(false)}
          onEscape={() => {
            setMenuOpen(false)
            toggle.current?.focus()
          }}
        />
      ) : null}
    </header>
  )
}
