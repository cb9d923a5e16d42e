import { Info } from 'lucide-react'
import type { Subscription } from '../api/types'
import { formatDate } from '../lib/format'

/** SubscriptionNote tells a subscriber on the plans page what choosing another plan does. */
export function SubscriptionNote({ subscription }: { subscription: Subscription }) {
  const end = formatDate(subscription.currentPeriodEnd)
  return (
    <div className="flex gap-3 rounded-lg border bg-muted/50 px-4 py-3 text-sm">
      <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <div className="grid gap-1">
        <p>
          You are subscribed to <strong>{subscription.plan.name}</strong>. Choosing another plan changes your subscription: an upgrade
          applies now, a downgrade on {end}, when this period ends.
        </p>
        {subscription.nextPlan ? (
          <p>
            Your plan changes to <strong>{subscription.nextPlan.name}</strong> on {end}.
          </p>
        ) : null}
        {subscription.cancelAtPeriodEnd ? <p>Your subscription ends on {end}; you can resume it from your dashboard until then.</p> : null}
      </div>
    </div>
  )
}
