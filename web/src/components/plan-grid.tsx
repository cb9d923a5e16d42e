import { PlanCard } from '@/components/plan-card'
import { Button } from '@/components/ui/button'
import type { SubscriptionPlan } from '@/lib/subscription-plans'
import { cn } from '@/lib/utils'

interface Props {
  /** The plans, or undefined while they load (placeholders show). */
  plans: SubscriptionPlan[] | undefined
  isError: boolean
  isPending: boolean
  refetch: () => unknown
  popularId: number | null | undefined
  currentSlug: string | null | undefined
  /** What a card does beyond its link: edit it (landing page) or change to it (plans page). */
  actions?: (plan: SubscriptionPlan) => { onEdit?: () => void; onChoose?: () => void }
  className?: string
}

/** PlanGrid is the row of plan cards of the landing page and the plans page, with its loading and error states. */
export function PlanGrid({ plans, isError, isPending, refetch, popularId, currentSlug, actions, className }: Props) {
  if (isError) {
    return (
      <div role="alert" className={cn('flex flex-wrap items-center gap-3 text-sm', className)}>
        <span>Failed to fetch subscription plans</span>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    )
  }
  return (
    <div className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-4', className)} aria-busy={isPending}>
      {plans === undefined
        ? Array.from({ length: 4 }, (_, i) => <div key={i} className="h-[30rem] animate-pulse rounded-2xl border bg-card" />)
        : plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} popular={plan.id === popularId} current={plan.slug === currentSlug} {...actions?.(plan)} />
          ))}
    </div>
  )
}
