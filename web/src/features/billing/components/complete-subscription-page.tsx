import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { useCurrentUser } from '@/lib/auth'
import { readPendingPlan } from '../lib/pending-plan'
import { CompleteSubscriptionForm } from './complete-subscription-form'
import { StatusCard } from '@/components/status-card'

/**
 * CompleteSubscriptionPage is /complete-subscription: it finishes a
 * subscription begun while signed out. The plan comes from ?plan= or, after a
 * sign-up that lost the address, from the tab's session.
 */
export function CompleteSubscriptionPage() {
  const [params] = useSearchParams()
  const [slug] = useState(() => params.get('plan')?.trim() || readPendingPlan())
  const { user, isLoading } = useCurrentUser()

  if (!slug) {
    return (
      <StatusCard
        tone="info"
        title="No plan to finish"
        actions={
          <Button asChild>
            <Link to="/checkout/plans">Choose a plan</Link>
          </Button>
        }
      >
        <p>There is no subscription waiting to be paid. Choose a plan to start one.</p>
      </StatusCard>
    )
  }
  if (isLoading) {
    return (
      <StatusCard tone="pending" title="Loading…">
        <p>One moment.</p>
      </StatusCard>
    )
  }
  return <CompleteSubscriptionForm slug={slug} user={user} />
}
