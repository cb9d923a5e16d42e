import { useDeferredValue, useState, type ReactNode } from 'react'
import { PlanGrid } from '@/components/plan-grid'
import { useEditMode } from '@/hooks/use-edit-mode'
import { useCurrentUser } from '@/lib/auth'
import { usePlan } from '@/lib/plan'
import { effectivePopularId } from '@/lib/popular-badge'
import type { PlanEditorSlotProps } from '@/lib/slots'
import { usePlans, type SubscriptionPlan } from '@/lib/subscription-plans'

interface Props {
  /** The admin plan editor (features/admin), composed in src/app. */
  renderPlanEditor?: (props: PlanEditorSlotProps) => ReactNode
}

/**
 * PricingSection lists the plans from the server: the signed-in user's plan
 * reads 'Current Plan', and admins in edit mode click a card to edit it.
 */
export function PricingSection({ renderPlanEditor }: Props) {
  const { plans: loadedPlans, isPending, isError, refetch } = usePlans()
  // The cards render in the background when the plans arrive, not in one
  // blocking task (a query's update is urgent by default).
  const plans = useDeferredValue(loadedPlans)
  const { user } = useCurrentUser()
  const { plan: userPlan } = usePlan(user !== null)
  const editing = useEditMode() && user?.isAdmin === true
  const [editingPlan, setEditingPlan] = useState<SubscriptionPlan | null>(null)
  const popularId = plans ? effectivePopularId(plans) : null
  const currentSlug = user && userPlan ? userPlan.slug : null

  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-20 border-y bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <h2 id="pricing-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Simple monthly plans
        </h2>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          1 credit = 16 textures. Plan credits reset every month; start free and move up when you need more.
        </p>
        {editing ? (
          <p className="mt-4 rounded-lg border border-dashed border-primary/60 bg-primary/5 px-3 py-2 text-sm">
            Edit mode: click a plan card to edit it.
          </p>
        ) : null}
        <PlanGrid
          className="mt-10"
          plans={plans}
          isError={isError}
          isPending={isPending}
          refetch={refetch}
          popularId={popularId}
          currentSlug={currentSlug}
          actions={editing ? (plan) => ({ onEdit: () => setEditingPlan(plan) }) : undefined}
        />
      </div>
      {editingPlan && plans ? renderPlanEditor?.({ plan: editingPlan, plans, onClose: () => setEditingPlan(null) }) : null}
    </section>
  )
}
