import { DashboardPage } from '@/features/account/components/dashboard-page'
import { BillingSection } from '@/features/billing/components/billing-section'
import { CreditHistory } from '@/features/billing/components/credit-history'
import { CreditsUsage } from '@/features/credits/components/credits-usage'
import { MyTexturesCard } from '@/features/textures/components/my-textures-card'
import { RequireUser } from '../layout/require-user'

/** DashboardRoute is /dashboard ("My Dashboard"): the account, plan and credits, textures, then the credit history. */
export function DashboardRoute() {
  return (
    <RequireUser>
      {(user) => (
        <DashboardPage user={user}>
          <BillingSection credits={<CreditsUsage />} />
          <MyTexturesCard />
          <CreditHistory />
        </DashboardPage>
      )}
    </RequireUser>
  )
}
