import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { server } from '@/test/server'
import { AppProvider } from './provider'
import { pathMatches, routeMetaFor, ROUTES_TABLE } from './route-meta'
import { appRoutes } from './router'
import routesJson from './routes.json'
import { testUser } from '@/test/users'

const alex = testUser({ email: 'alex@example.com', createdAt: '2026-01-02T10:00:00Z' })
const root = testUser({ id: 2, username: 'root', email: 'root@example.com', isAdmin: true })
const freePlan = { name: 'Free', slug: 'free', paid: false }
let signedIn = false
let me = alex
let plan = freePlan

beforeEach(() => {
  signedIn = false
  me = alex
  plan = freePlan
  server.use(
    http.get('/api/user', () =>
      signedIn
        ? HttpResponse.json({ success: true, message: 'Authenticated', user: me })
        : HttpResponse.json({ success: false, message: 'Not authenticated' }, { status: 401 }),
    ),
    http.get('/api/user/plan', () => HttpResponse.json({ success: true, plan })),
    http.all('/api/*', () => HttpResponse.json({ success: true, logoUrl: '' })),
  )
  document.head.innerHTML = ''
  document.title = ''
})

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] })
  render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  )
  return router
}

/** The pages for signed-in users only (RequireUser). */
const PRIVATE_PAGES = ['/dashboard', '/checkout/pay/', '/payment-success']

// The first render of a lazy page transforms its module, which can take a while on a cold run.
const slow = { timeout: 5000 }

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content')

describe('route meta', () => {
  it('matches paths exactly, with :params and ignoring a trailing slash', () => {
    expect(pathMatches('/', '/')).toBe(true)
    expect(pathMatches('/privacy', '/privacy/')).toBe(true)
    expect(pathMatches('/privacy', '/privacy/x')).toBe(false)
    expect(pathMatches('/blog/:slug', '/blog/first-post')).toBe(true)
    expect(pathMatches('/blog/:slug', '/blog')).toBe(false)
  })

  it('falls back to the not-found title for unknown paths', () => {
    expect(routeMetaFor('/nope')).toMatchObject({ title: 'Page Not Found | Texelforge', found: false })
    expect(routeMetaFor('/terms')).toMatchObject({ title: 'Terms of Service | Texelforge', found: true })
  })
})

describe('router', () => {
  it.each(routesJson.routes)('routes $path to a real page titled from routes.json', async ({ path, title }) => {
    signedIn = PRIVATE_PAGES.some((prefix) => path.startsWith(prefix)) // private pages send visitors to /auth
    if (path.startsWith('/admin')) [signedIn, me] = [true, root] // the admin area is the 404 page for anyone else
    renderAt(path)
    expect(await screen.findByRole('heading', { level: 1 }, slow)).not.toHaveTextContent('Page Not Found')
    expect(document.title).toBe(title)
    expect(description()).toBe(ROUTES_TABLE.routes.find((r) => r.path === path)!.description)
  })

  it('sends visitors from private pages to /auth, and signed-in users from /auth to /dashboard', async () => {
    const router = renderAt('/dashboard/profile')
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, slow)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/auth')
    expect(document.title).toBe('Log In or Sign Up | Texelforge')

    signedIn = true
    cleanup()
    const second = renderAt('/auth')
    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboard' }, slow)).toBeInTheDocument()
    expect(second.state.location.pathname).toBe('/dashboard')
    expect(await screen.findByText('Free')).toBeInTheDocument()
  })

  it('sends a user who signs out on a private page home, not to /auth', async () => {
    signedIn = true
    const queryClient = createQueryClient()
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/dashboard'] })
    render(
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>,
    )
    await screen.findByRole('heading', { level: 1, name: 'My Dashboard' }, slow)
    act(() => queryClient.setQueryData(['/api/user'], null))
    await screen.findByRole('heading', { level: 1, name: /From idea to texture/ }, slow)
    expect(router.state.location.pathname).toBe('/')
  })

  it('offers the larger sizes in the studio on a paid plan only, whatever its slug', async () => {
    signedIn = true
    for (const [shown, want] of [
      [{ name: 'Classroom', slug: 'classroom', paid: false }, false],
      [{ name: 'Pro', slug: 'pro', paid: true }, true],
    ] as const) {
      plan = shown
      const queryClient = createQueryClient()
      render(
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: ['/texture-studio'] })} />
        </AppProvider>,
      )
      const size32 = await screen.findByRole('radio', { name: /32x32/ }, slow)
      await waitFor(() => expect(queryClient.getQueryData(['/api/user/plan'])).toBeDefined())
      await waitFor(() => expect(size32).toHaveProperty('disabled', !want))
      cleanup()
    }
  })

  it('shows the 404 page and title for an unknown path', async () => {
    renderAt('/no/such/page')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, slow)).toBeInTheDocument()
    expect(screen.getByText("The page you're looking for doesn't exist or may have been moved.")).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Go to Texture Studio' })).toHaveAttribute('href', '/texture-studio')
    expect(document.title).toBe('Page Not Found | Texelforge')
    expect(description()).toBe(routesJson.notFound.description)
  })

  it('updates the title, description and canonical link on navigation and scrolls to the top', async () => {
    const canonical = document.createElement('link')
    canonical.rel = 'canonical'
    canonical.href = 'https://texelforge.app/'
    document.head.appendChild(canonical)
    const router = renderAt('/')
    await screen.findByRole('heading', { level: 1, name: /From idea to texture/ }, slow)
    expect(document.title).toBe('Texelforge | AI Minecraft-style texture generator')
    vi.mocked(window.scrollTo).mockClear()
    await act(() => router.navigate('/refund-policy'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund Policy' }, slow)).toBeInTheDocument()
    expect(document.title).toBe('Refund Policy | Texelforge')
    expect(description()).toBe('When and how Texelforge refunds subscriptions and credit packs.')
    expect(canonical.href).toBe('https://texelforge.app/refund-policy')
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }))
  })

  it("scrolls to the top for a plan link's #top, and serves /checkout/plans before /checkout/{plan}", async () => {
    const router = renderAt('/refund-policy')
    await screen.findByRole('heading', { level: 1, name: 'Refund Policy' }, slow)
    vi.mocked(window.scrollTo).mockClear()
    await act(() => router.navigate('/checkout/plans'))
    expect(document.title).toBe('Plans and Pricing | Texelforge')
    vi.mocked(window.scrollTo).mockClear()
    await act(() => router.navigate('/checkout/pro#top'))
    expect(document.title).toBe('Subscribe | Texelforge')
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }))
  })

  it('lists in routes.json every page the router serves', () => {
    const shell = appRoutes[0]!
    // A route with children (the admin area) serves its children's pages; an optional segment ("showcase/:id?") two pages.
    const pathsOf = (routes: RouteObject[], base: string): string[] =>
      routes
        .filter((r) => r.path !== '*')
        .flatMap((r) => {
          if (r.index) return [base || '/']
          const path = `${base}/${r.path}`
          if (r.children) return pathsOf(r.children, path)
          return path.endsWith('?') ? [path.replace(/\/[^/]+\?$/, ''), path.slice(0, -1)] : [path]
        })
    const paths = pathsOf(shell.children![0]!.children!, '').sort()
    expect(paths).toEqual(routesJson.routes.map((r) => r.path).sort())
  })

  it('shows the admin area, its navigation and the page inside, to an admin', async () => {
    ;[signedIn, me] = [true, root]
    const router = renderAt('/admin/users')
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' }, slow)).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Admin' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Overview', '/admin'],
      ['Users', '/admin/users'],
      ['Content', '/admin/content'],
      ['Billing', '/admin/billing'],
      ['Settings', '/admin/settings'],
      ['Blog', '/admin/blog'],
      ['Email', '/admin/email'],
    ])
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current')
    expect(document.title).toBe('Admin · Users | Texelforge')
    await act(() => router.navigate('/admin/settings'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, slow)).toBeInTheDocument()
    expect(document.title).toBe('Admin · Settings | Texelforge')
  })

  it.each([
    ['a visitor', false],
    ['a signed-in user who is not an admin', true],
  ])('shows %s exactly the 404 page at /admin and under it, titled as one', async (_, asUser) => {
    signedIn = asUser
    for (const path of ['/admin', '/admin/users/7']) {
      renderAt(path)
      expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, slow)).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')
      expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull()
      await waitFor(() => expect(document.title).toBe('Page Not Found | Texelforge'))
      expect(description()).toBe(routesJson.notFound.description)
      cleanup()
    }
  })
})
