import type { ReactNode } from 'react'
import type { User } from '@/lib/auth'
import { AccountOverview } from './account-overview'
import { VerifyEmailNotice } from './verify-email-notice'

/** DashboardPage is /dashboard ("My Dashboard"): the address notice, the account card, then what other features add. */
export function DashboardPage({ user, children }: { user: User; children?: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">My Dashboard</h1>
        <p className="mt-2 text-muted-foreground">Welcome back, {user.username}.</p>
      </header>
      <VerifyEmailNotice />
      <AccountOverview user={user} />
      {children}
    </div>
  )
}
