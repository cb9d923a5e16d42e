import { AlertTriangle } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { usePlan } from '@/lib/plan'
import { formatUsd } from '@/lib/plan-price'
import { cn } from '@/lib/utils'
import { useSubscription } from '../api/get-subscription'
import { creditsText } from '../lib/format'
import { subscriptionStatus } from '../lib/subscription-status'
import { SubscriptionActions } from './subscription-actions'

/** SubscriptionPanel is the plan part of the billing card: the plan, its price and renewal, and its actions. */
export function SubscriptionPanel() {
  const { subscription, isPending, isError } = useSubscription()
  const { plan } = usePlan()

  if (isPending) return <p className="text-sm text-muted-foreground">Loading your plan…</p>
  if (isError) return <p className="text-sm text-muted-foreground">Your plan could not be loaded. Reload the page to try again.</p>
  if (!subscription) {
    return (
      <div className="grid content-start justify-items-start gap-3 rounded-lg bg-muted/60 p-4">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Your plan</p>
        <p className="text-lg font-semibold">{plan ? `${plan.name} plan` : 'No paid plan'}</p>
        <p className="text-sm text-muted-foreground">Fresh credits every month. A paid plan gives you more, and larger textures.</p>
        <Button asChild>
          <Link to="/checkout/plans">See plans</Link>
        </Button>
      </div>
    )
  }
  const { plan: current } = subscription
  return (
    <div className="grid content-start gap-3 rounded-lg bg-muted/60 p-4">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Your plan</p>
      <div>
        <p className="text-lg font-semibold">{current.name}</p>
        <p className="text-sm text-muted-foreground">
          {formatUsd(current.priceUsd)} a month · {creditsText(current.monthlyCredits)} a month
        </p>
      </div>
      <ul className="grid gap-1 text-sm" data-testid="subscription-status">
        {subscriptionStatus(subscription).map((line) => (
          <li key={line.text} className={cn('flex items-center gap-1.5', line.tone === 'warning' && 'font-semibold text-destructive')}>
            {line.tone === 'warning' ? <AlertTriangle className="size-4 shrink-0" aria-hidden="true" /> : null}
            {line.text}
          </li>
        ))}
      </ul>
      <SubscriptionActions subscription={subscription} />
    </div>
  )
}
