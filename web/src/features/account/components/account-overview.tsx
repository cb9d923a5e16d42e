import { Settings } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { UserAvatar } from '@/components/user-avatar'
import type { User } from '@/lib/auth'
import { usePlan } from '@/lib/plan'

function memberSince(iso: string | undefined): string {
  if (!iso) return 'Unknown'
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return 'Unknown'
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
}

function PlanName() {
  const { plan, isLoading, isError } = usePlan()
  if (isLoading) return <span className="text-muted-foreground">Loading…</span>
  if (isError || !plan) return <span className="text-muted-foreground">Unavailable</span>
  return <>{plan.name}</>
}

/** AccountOverview is the dashboard's account card: who, which plan, since when. */
export function AccountOverview({ user }: { user: User }) {
  const id = useId()
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>Account</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6">
        <div className="flex items-center gap-4">
          <UserAvatar user={user} className="size-16 text-2xl" />
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold">{user.username}</p>
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          </div>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-lg bg-muted/60 p-4">
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Plan</dt>
            <dd className="mt-1 text-lg font-semibold">
              <PlanName />
            </dd>
          </div>
          <div className="rounded-lg bg-muted/60 p-4">
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Member since</dt>
            <dd className="mt-1 text-lg font-semibold">{memberSince(user.createdAt)}</dd>
          </div>
        </dl>
        <div>
          <Button asChild variant="outline">
            <Link to="/dashboard/profile">
              <Settings aria-hidden="true" />
              Profile Settings
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}
