import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { UserAvatar } from '@/components/user-avatar'
import { AdminPageHeader } from '../../shell/components/admin-page-header'
import { ListState } from '../../shell/components/list-state'
import { formatCount, formatDate, formatDateTime } from '../../shell/lib/format'
import { useUser } from '../api/get-user'
import type { UserDetail as Detail } from '../api/types'
import { Facts } from './facts'
import { planLabel, UserBadges } from './user-badges'
import { UserActions } from './user-actions'
import { UserLedger } from './user-ledger'

function BackLink() {
  return (
    <Link to="/admin/users" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
      <ArrowLeft className="size-4" aria-hidden="true" />
      All users
    </Link>
  )
}

function Sections({ data }: { data: Detail }) {
  const { user, activity, credits, transactions } = data
  return (
    <>
      <UserActions user={user} credits={credits} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card aria-labelledby="user-profile-title">
          <CardHeader>
            <CardTitle id="user-profile-title">Profile</CardTitle>
          </CardHeader>
          <CardContent>
            <Facts
              items={[
                ['Email', user.email],
                ['Plan', planLabel(user.plan)],
                ['Joined', formatDate(user.createdAt)],
                ['Email address', user.emailVerified ? 'Verified' : 'Not verified'],
                ['Sign-in', user.hasPassword ? 'Password (and Google if linked)' : 'Google only'],
                ['User id', user.id],
              ]}
            />
          </CardContent>
        </Card>
        <Card aria-labelledby="user-credits-title">
          <CardHeader>
            <CardTitle id="user-credits-title">Credits</CardTitle>
          </CardHeader>
          <CardContent>
            <Facts
              items={[
                ['Available', formatCount(credits.available)],
                [`From the ${credits.planName || planLabel(user.plan)} plan`, formatCount(credits.planAvailable)],
                ['Purchased', formatCount(credits.purchasedAvailable)],
                ['Next renewal', formatDate(credits.nextRenewalDate) || '—'],
              ]}
            />
          </CardContent>
        </Card>
        <Card aria-labelledby="user-activity-title" className="lg:col-span-2">
          <CardHeader>
            <CardTitle id="user-activity-title">Activity</CardTitle>
          </CardHeader>
          <CardContent>
            <Facts
              items={[
                ['Generations', formatCount(activity.generations)],
                ['Saved textures', formatCount(activity.savedTextures)],
                ['Shared in the showcase', formatCount(activity.sharedTextures)],
                ['Open sessions', formatCount(activity.sessions)],
                ['Last seen', formatDateTime(activity.lastSeenAt) || 'Never'],
              ]}
            />
          </CardContent>
        </Card>
      </div>
      <Card aria-labelledby="user-ledger-title">
        <CardHeader>
          <CardTitle id="user-ledger-title">Ledger</CardTitle>
          <CardDescription>The 20 newest changes to their credits.</CardDescription>
        </CardHeader>
        <CardContent>
          <UserLedger rows={transactions} />
        </CardContent>
      </Card>
    </>
  )
}

/** UserDetail is /admin/users/:id: who the user is, their credits, activity and ledger, and the admin's actions on them. */
export function UserDetail({ id }: { id: number }) {
  const detail = useUser(id)
  const user = detail.data?.user
  return (
    <>
      <BackLink />
      <AdminPageHeader
        title={
          user ? (
            <span className="flex flex-wrap items-center gap-3">
              <UserAvatar user={user} className="size-10" />
              {user.username}
            </span>
          ) : (
            'User'
          )
        }
        description={user ? <UserBadges user={user} /> : undefined}
      />
      {detail.data ? (
        <Sections data={detail.data} />
      ) : (
        <ListState
          what="this user"
          isPending={detail.isPending}
          error={detail.error}
          isEmpty={false}
          empty=""
          onRetry={() => void detail.refetch()}
        />
      )}
    </>
  )
}
