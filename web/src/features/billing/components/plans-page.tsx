import { useState } from 'react'
import { Link } from 'react-router'
import { PlanGrid } from '@/components/plan-grid'
import { useCurrentUser } from '@/lib/auth'
import { usePlan } from '@/lib/plan'
import { effectivePopularId } from '@/lib/popular-badge'
import { usePlans, type SubscriptionPlan } from '@/lib/subscription-plans'
import { usePackagesHidden } from '../api/get-site-settings'
import { useSubscription } from '../api/get-subscription'
import { BillingPage } from './billing-page'
import { ChangePlanDialog } from './change-plan-dialog'
import { SubscriptionNote } from './subscription-note'

/**
 * PlansPage is /checkout/plans: the plans on the landing page's cards, the
 * signed-in user's marked 'Current Plan'. Without a subscription a card leads
 * to the plan's checkout; with one, choosing a plan opens the change dialog.
 */
export function PlansPage() {
  const { plans, isPending, isError, refetch } = usePlans()
  const { user } = useCurrentUser()
  const { plan: userPlan } = usePlan(user !== null)
  const { subscription } = useSubscription(user !== null)
  const packagesHidden = usePackagesHidden()
  const [changingTo, setChangingTo] = useState<SubscriptionPlan | null>(null)
  const popularId = plans ? effectivePopularId(plans) : null
  const currentSlug = subscription?.plan.slug ?? (user ? userPlan?.slug : undefined)

  return (
    <BillingPage
      title="Plans and Pricing"
      intro="1 credit = 16 textures. Plan credits reset every month, with no rollover; cancel any time and keep your plan until the period ends."
    >
      {subscription ? <SubscriptionNote subscription={subscription} /> : null}
      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="sr-only">
          Monthly plans
        </h2>
        <PlanGrid
          className="pt-3"
          plans={plans}
          isError={isError}
          isPending={isPending}
          refetch={refetch}
          popularId={popularId}
          currentSlug={currentSlug}
          actions={subscription ? (plan) => ({ onChoose: () => setChangingTo(plan) }) : undefined}
        />
      </section>
      {packagesHidden === false ? (
        <p className="text-sm text-muted-foreground">
          Need a few credits right now?{' '}
          <Link to="/checkout/credits" className="font-medium text-primary underline underline-offset-4">
            Buy a credit pack
          </Link>
          : bought credits never expire.
        </p>
      ) : null}
      <ChangePlanDialog plan={changingTo} onClose={() => setChangingTo(null)} />
    </BillingPage>
  )
}
