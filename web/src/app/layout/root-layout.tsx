import { lazy, Suspense, type ReactNode } from 'react'
import { NavLink, Outlet } from 'react-router'
import { HydrateLater } from '@/components/hydrate-later'
import { CookieBanner } from '@/features/cookie-consent/components/cookie-banner'
import { CookieSettingsButton } from '@/features/cookie-consent/components/cookie-settings-button'
import { Footer } from '@/features/navigation/components/footer'
import { Navbar } from '@/features/navigation/components/navbar'
import type { NavSlots } from '@/features/navigation/nav-links'
import { ThemeToggle } from '@/features/theme/components/theme-toggle'
import { AccountDialogs } from './account-dialogs'
import { NavigationProgress } from './navigation-progress'
import { RouteEffects } from './route-effects'

// Only signed-in users see Credits, so its code stays out of a visitor's first load.
const CreditsNavEntry = lazy(async () => ({
  default: (await import('@/features/credits/components/credits-nav-entry')).CreditsNavEntry,
}))

/** NAV_SLOTS: the navbar links other features render (the Credits balance and its tooltip). */
const NAV_SLOTS: NavSlots = {
  credits: (props) => (
    <Suspense
      fallback={
        <NavLink to={props.link.to} className={props.className}>
          {props.link.label}
        </NavLink>
      }
    >
      <CreditsNavEntry {...props} />
    </Suspense>
  ),
}

/** AppShell is the frame around every page: header, main, footer and the cookie banner. */
function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <Navbar actions={<ThemeToggle />} slots={NAV_SLOTS} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {/* Links only: a click before it hydrates still lands (React hydrates it first). */}
      <HydrateLater>
        <Footer extra={<CookieSettingsButton />} />
      </HydrateLater>
      <CookieBanner />
    </div>
  )
}

/** RootLayout is the router's root route: the shell with the matched page inside. */
export function RootLayout() {
  return (
    <AppShell>
      <RouteEffects />
      <Outlet />
      <AccountDialogs />
    </AppShell>
  )
}
