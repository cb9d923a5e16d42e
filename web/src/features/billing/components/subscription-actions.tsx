import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { toast } from '@/hooks/use-toast'
import { useOpenPortal } from '../api/open-portal'
import { useResumeSubscription } from '../api/resume-subscription'
import type { Subscription } from '../api/types'
import { formatDate } from '../lib/format'
import { CancelSubscriptionDialog } from './cancel-subscription-dialog'
import { CheckoutError } from './checkout-error'

/**
 * SubscriptionActions: 'Manage subscription' (Stripe's portal, or the plans
 * page in test mode, where plans change), and 'Cancel subscription' with a
 * confirmation, or 'Resume subscription' once it is set to end.
 */
export function SubscriptionActions({ subscription }: { subscription: Subscription }) {
  const [cancelling, setCancelling] = useState(false)
  const portal = useOpenPortal()
  const resume = useResumeSubscription()
  const end = formatDate(subscription.currentPeriodEnd)

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {subscription.provider === 'stripe' ? (
          <Button onClick={() => portal.mutate()} disabled={portal.isPending || portal.isSuccess}>
            {portal.isPending || portal.isSuccess ? 'Opening…' : 'Manage subscription'}
          </Button>
        ) : (
          <Button asChild>
            <Link to="/checkout/plans">Manage subscription</Link>
          </Button>
        )}
        {subscription.cancelAtPeriodEnd ? (
          <Button
            variant="outline"
            disabled={resume.isPending}
            onClick={() =>
              resume.mutate(undefined, {
                onSuccess: () => toast({ title: 'Subscription resumed', description: `Your plan renews on ${end}.` }),
              })
            }
          >
            {resume.isPending ? 'Resuming…' : 'Resume subscription'}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setCancelling(true)}>
            Cancel subscription
          </Button>
        )}
      </div>
      <CheckoutError error={portal.error ?? resume.error} />
      <CancelSubscriptionDialog open={cancelling} subscription={subscription} onClose={() => setCancelling(false)} />
    </div>
  )
}
