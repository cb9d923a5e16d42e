import { useId, useState } from 'react'
import { Label } from '@/components/ui/label'
import { ListState } from '../../shell/components/list-state'
import { LoadMore } from '../../shell/components/load-more'
import { formatDate } from '../../shell/lib/format'
import { useSubscriptions } from '../api/get-subscriptions'
import type { AdminSubscription, SubscriptionStatus } from '../api/types'
import { DataTable, type Column } from './data-table'
import { NativeSelect } from './native-select'

const STATUS_NAMES: Record<string, string> = { active: 'Active', past_due: 'Past due (renewal failed)' }

function renewal(s: AdminSubscription): string {
  const end = formatDate(s.currentPeriodEnd)
  if (s.cancelAtPeriodEnd) return `Ends ${end}`
  if (s.nextPlanSlug) return `Moves to ${s.nextPlanSlug} on ${end}`
  return `Renews ${end}`
}

const COLUMNS: Column<AdminSubscription>[] = [
  {
    header: 'Subscriber',
    cell: (s) => (
      <span className="grid">
        <span>{s.user.username}</span>
        <span className="text-xs break-all text-muted-foreground">{s.user.email}</span>
      </span>
    ),
  },
  { header: 'Plan', cell: (s) => s.planSlug },
  { header: 'Status', cell: (s) => STATUS_NAMES[s.status] ?? s.status },
  { header: 'Period', cell: renewal },
  { header: 'Provider', cell: (s) => s.provider },
  { header: 'Since', cell: (s) => formatDate(s.createdAt) },
]

/** SubscriptionsSection lists the subscriptions, by status, a page at a time. */
export function SubscriptionsSection() {
  const id = useId()
  const [status, setStatus] = useState<SubscriptionStatus>('all')
  const subscriptions = useSubscriptions(status)
  const rows = subscriptions.data?.pages.flatMap((p) => p.subscriptions) ?? []

  return (
    <div className="grid gap-4">
      <div className="grid w-48 gap-2">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <NativeSelect id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as SubscriptionStatus)}>
          <option value="all">All</option>
          <option value="active">Active</option>
          <option value="past_due">Past due</option>
        </NativeSelect>
      </div>
      <ListState
        what="the subscriptions"
        isPending={subscriptions.isPending}
        error={subscriptions.error}
        isEmpty={rows.length === 0}
        empty={status === 'all' ? 'No one subscribes to a paid plan yet.' : 'No subscription has this status.'}
        onRetry={() => void subscriptions.refetch()}
      />
      {rows.length > 0 ? (
        <DataTable caption="Subscriptions" rows={rows} rowKey={(s) => `${s.user.id}-${s.createdAt}`} columns={COLUMNS} />
      ) : null}
      <LoadMore
        hasNextPage={subscriptions.hasNextPage}
        isFetchingNextPage={subscriptions.isFetchingNextPage}
        isFetchNextPageError={subscriptions.isFetchNextPageError}
        fetchNextPage={subscriptions.fetchNextPage}
      />
    </div>
  )
}
