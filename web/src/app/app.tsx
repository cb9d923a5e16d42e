import { useEffect } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { currentUserQuery, userFrom } from '@/lib/auth'
import { LOGIN_IN_PROGRESS_KEY, readFlag } from '@/lib/login-flags'
import { createQueryClient } from '@/lib/query-client'
import { AppProvider } from './provider'
import { appRoutes, loadLazyMatches } from './router'

/** queryClient is the app's query cache (exported for the hydration tests). */
export const queryClient = createQueryClient()

type AppRouter = ReturnType<typeof createBrowserRouter>

/**
 * createAppRouter returns the app's router. When the page came prerendered
 * (ADR 0013), the current route's code is loaded first, so the first render
 * is the page in the HTML rather than the loading fallback.
 */
export async function createAppRouter({ prerendered }: { prerendered: boolean }): Promise<AppRouter> {
  if (prerendered) await loadLazyMatches(appRoutes, window.location.pathname)
  return createBrowserRouter(appRoutes)
}

// Coming back from a mobile Google login (product.md §2): checked once, at start-up;
// the code loads only when such a login is in progress.
if (readFlag(LOGIN_IN_PROGRESS_KEY) === 'true') {
  void import('@/features/auth/lib/mobile-return').then(({ checkMobileLoginReturn }) =>
    checkMobileLoginReturn({
      location: window.location,
      now: Date.now,
      fetchSignedIn: async () => userFrom(await queryClient.fetchQuery(currentUserQuery).catch(() => null)) !== null,
    }),
  )
}

export function App({ router }: { router: AppRouter }) {
  useEffect(() => {
    // The page now runs (rendered, or hydrated from the server's HTML); the
    // browser tests wait for this before they act.
    document.documentElement.dataset.app = 'ready'
  }, [])
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  )
}
