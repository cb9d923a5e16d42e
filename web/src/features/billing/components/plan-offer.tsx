import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { TEXTURES_PER_CREDIT } from '@/lib/credits'
import { formatUsd, thousands } from '@/lib/plan-price'
import type { SubscriptionPlan } from '@/lib/subscription-plans'

interface Props {
  plan: SubscriptionPlan
  /** The user has a subscription already: plans change on the plans page instead. */
  subscribed: boolean
  busy: boolean
  disabled: boolean
  onSubscribe: () => void
}

/** PlanOffer is a monthly plan offered beside the credit packages: its price, its credits a month, 'Subscribe'. */
export function PlanOffer({ plan, subscribed, busy, disabled, onSubscribe }: Props) {
  return (
    <article
      aria-labelledby={`offer-${plan.id}`}
      className="flex flex-col gap-4 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm"
    >
      <h3 id={`offer-${plan.id}`} className="flex items-center gap-2 text-lg font-semibold">
        <span className="size-3 rounded-[2px]" style={{ backgroundColor: plan.colorScheme }} aria-hidden="true" />
        {plan.name} plan
      </h3>
      <p className="flex items-baseline gap-1">
        <span className="text-3xl font-extrabold tracking-tight">{formatUsd(plan.priceUsd)}</span>
        <span className="text-sm text-muted-foreground">/month</span>
      </p>
      <div className="flex-1 space-y-1 text-sm">
        <p>
          {thousands(plan.monthlyCredits)} credits every month = {thousands(plan.monthlyCredits * TEXTURES_PER_CREDIT)} textures. Cancel any
          time.
        </p>
        {plan.description ? <p className="text-muted-foreground">{plan.description}</p> : null}
      </div>
      {subscribed ? (
        <Button asChild size="lg" variant="outline" className="w-full">
          <Link to="/checkout/plans">Change your plan</Link>
        </Button>
      ) : (
        <Button
          size="lg"
          variant="outline"
          className="w-full"
          disabled={disabled}
          aria-label={busy ? undefined : `Subscribe to ${plan.name}`}
          onClick={onSubscribe}
        >
          {busy ? 'Opening the payment page…' : 'Subscribe'}
        </Button>
      )}
    </article>
  )
}
