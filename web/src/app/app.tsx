import { createBrowserRouter, RouterProvider } from 'react-router'
import { currentUserQuery, userFrom } from '@/lib/auth'
import { LOGIN_IN_PROGRESS_KEY, readFlag } from '@/lib/login-flags'
import { createQueryClient } from '@/lib/query-client'
import { AppProvider } from './provider'
import { appRoutes } from './router'

const queryClient = createQueryClient()
const router = createBrowserRouter(appRoutes)

// Coming back from a mobile Google login (spec §2): checked once, at start-up;
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

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  )
}
