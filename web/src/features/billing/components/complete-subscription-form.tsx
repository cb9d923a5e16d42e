import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { openAccountDialog } from '@/hooks/use-account-dialog'
import type { User } from '@/lib/auth'
import { useSubscription } from '../api/get-subscription'
import { useStartCheckout } from '../api/start-checkout'
import { usePlanBySlug } from '../hooks/use-plan-by-slug'
import { clearPendingPlan, completeSubscriptionPath } from '../lib/pending-plan'
import { BillingPage } from './billing-page'
import { CheckoutError } from './checkout-error'
import { PlanLookupStatus } from './plan-lookup-status'
import { PlanSummary } from './plan-summary'
import { StatusCard } from '@/components/status-card'

/**
 * CompleteSubscriptionForm shows the waiting plan and goes on to pay for it
 * in one click; a visitor logs in or signs up first and comes back here.
 */
export function CompleteSubscriptionForm({ slug, user }: { slug: string; user: User | null }) {
  const lookup = usePlanBySlug(slug)
  const { subscription, isPending } = useSubscription(user !== null)
  const checkout = useStartCheckout()
  if (lookup.state !== 'found') return <PlanLookupStatus lookup={lookup} slug={slug} />
  const { plan } = lookup
  const leaving = checkout.isPending || checkout.isSuccess

  if (subscription) {
    return (
      <StatusCard
        tone="info"
        title="You already have a subscription"
        actions={
          <>
            <Button asChild>
              <Link to="/dashboard#billing">Go to billing</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/checkout/plans">Change plan</Link>
            </Button>
          </>
        }
      >
        <p>
          You are on {subscription.plan.name}. To move to {plan.name}, change your plan instead of starting a second subscription.
        </p>
      </StatusCard>
    )
  }

  const returnTo = completeSubscriptionPath(plan.slug)
  return (
    <BillingPage
      title={`Finish subscribing to ${plan.name}`}
      intro={user ? `Signed in as ${user.username}. One step left: pay for your plan.` : 'Log in or sign up, then pay for your plan.'}
      width="narrow"
    >
      <PlanSummary plan={plan}>
        <div className="grid gap-3">
          <CheckoutError error={checkout.error} />
          {user ? (
            <Button
              size="lg"
              className="w-full sm:w-auto sm:justify-self-start"
              disabled={isPending || leaving}
              onClick={() => {
                clearPendingPlan()
                checkout.mutate({ kind: 'plan', id: plan.id })
              }}
            >
              {leaving ? 'Opening the payment page…' : 'Continue to payment'}
            </Button>
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button size="lg" onClick={() => openAccountDialog('signup', returnTo)}>
                Sign Up
              </Button>
              <Button size="lg" variant="outline" onClick={() => openAccountDialog('login', returnTo)}>
                Log In
              </Button>
            </div>
          )}
        </div>
      </PlanSummary>
      <p className="text-sm">
        <Link to="/checkout/plans" className="font-medium text-primary underline underline-offset-4">
          Choose another plan
        </Link>
      </p>
    </BillingPage>
  )
}
