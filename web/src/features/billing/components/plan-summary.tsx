import { Check, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatUsd } from '@/lib/plan-price'
import type { SubscriptionPlan } from '@/lib/subscription-plans'
import { cn } from '@/lib/utils'

interface Props {
  plan: SubscriptionPlan
  /** What to do with it: 'Continue to payment', sign-in buttons. */
  children: ReactNode
}

/** PlanSummary is a plan being bought: its price per month, what it includes, and the way to pay. */
export function PlanSummary({ plan, children }: Props) {
  return (
    <section aria-labelledby="plan-summary-heading" className="grid gap-6 rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id="plan-summary-heading" className="flex items-center gap-2 text-xl font-semibold">
          <span className="size-3 rounded-[2px]" style={{ backgroundColor: plan.colorScheme }} aria-hidden="true" />
          {plan.name}
        </h2>
        <p className="flex items-baseline gap-1">
          <span className="text-3xl font-extrabold tracking-tight">{formatUsd(plan.priceUsd)}</span>
          <span className="text-sm text-muted-foreground">/month</span>
        </p>
      </div>
      <div>
        <h3 className="text-sm font-semibold">What it includes</h3>
        <ul className="mt-3 grid gap-2 text-sm">
          {plan.features.map((f) => (
            <li key={f.name} className={cn('flex gap-2', !f.included && 'text-muted-foreground line-through')}>
              {f.included ? (
                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              ) : (
                <X className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              )}
              <span>
                {f.name}
                {f.included ? null : <span className="sr-only"> (not included)</span>}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted-foreground">
          Billed monthly. Plan credits reset every month; cancel any time and keep the plan until the period ends.
        </p>
      </div>
      {children}
    </section>
  )
}
