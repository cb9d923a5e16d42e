import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { openAccountDialog } from '@/hooks/use-account-dialog'
import { useCurrentUser } from '@/lib/auth'
import { useStartCheckout } from '../api/start-checkout'
import { usePlanBySlug } from '../hooks/use-plan-by-slug'
import { completeSubscriptionPath, savePendingPlan } from '../lib/pending-plan'
import { BillingPage } from './billing-page'
import { CheckoutError } from './checkout-error'
import { PlanLookupStatus } from './plan-lookup-status'
import { PlanSummary } from './plan-summary'

/**
 * PlanCheckoutPage is /checkout/{plan}: the plan, its price and features, and
 * 'Continue to payment'. A visitor signs up first; the plan is kept, and the
 * sign-in lands on /complete-subscription to pay for it.
 */
export function PlanCheckoutPage({ slug }: { slug: string }) {
  const lookup = usePlanBySlug(slug)
  const { user, isLoading } = useCurrentUser()
  const checkout = useStartCheckout()
  if (lookup.state !== 'found') return <PlanLookupStatus lookup={lookup} slug={slug} />
  const { plan } = lookup
  const leaving = checkout.isPending || checkout.isSuccess

  const continueToPayment = () => {
    if (user) {
      checkout.mutate({ kind: 'plan', id: plan.id })
      return
    }
    savePendingPlan(plan.slug)
    openAccountDialog('signup', completeSubscriptionPath(plan.slug))
  }

  return (
    <BillingPage title={`Subscribe to ${plan.name}`} intro={plan.description} width="narrow">
      <PlanSummary plan={plan}>
        <div className="grid gap-3">
          <CheckoutError error={checkout.error} />
          <Button size="lg" className="w-full sm:w-auto sm:justify-self-start" disabled={isLoading || leaving} onClick={continueToPayment}>
            {leaving ? 'Opening the payment page…' : 'Continue to payment'}
          </Button>
          {!user && !isLoading ? (
            <p className="text-sm text-muted-foreground">You create an account or log in first; your choice of plan is kept.</p>
          ) : null}
        </div>
      </PlanSummary>
      <p className="text-sm">
        <Link to="/checkout/plans" className="font-medium text-primary underline underline-offset-4">
          Compare all plans
        </Link>
      </p>
    </BillingPage>
  )
}
