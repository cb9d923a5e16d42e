import { DashboardPage } from '@/features/account/components/dashboard-page'
import { MyTexturesCard } from '@/features/textures/components/my-textures-card'
import { RequireUser } from '../layout/require-user'

/** DashboardRoute is /dashboard ("My Dashboard"); later features add their sections as children. */
export function DashboardRoute() {
  return (
    <RequireUser>
      {(user) => (
        <DashboardPage user={user}>
          <MyTexturesCard />
        </DashboardPage>
      )}
    </RequireUser>
  )
}
