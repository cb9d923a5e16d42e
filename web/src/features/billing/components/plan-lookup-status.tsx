import { Button } from '@/components/ui/button'
import type { PlanLookup } from '../hooks/use-plan-by-slug'
import { PlanUnavailable } from './plan-unavailable'
import { StatusCard } from '@/components/status-card'

/** PlanLookupStatus is a plan checkout page while its plan is not one to buy: loading, failed, unknown or free. */
export function PlanLookupStatus({ lookup, slug }: { lookup: Exclude<PlanLookup, { state: 'found' }>; slug: string }) {
  switch (lookup.state) {
    case 'loading':
      return (
        <StatusCard tone="pending" title="Loading the plan…">
          <p>One moment.</p>
        </StatusCard>
      )
    case 'error':
      return (
        <StatusCard
          tone="error"
          title="Failed to fetch subscription plans"
          actions={
            <Button variant="outline" onClick={lookup.retry}>
              Retry
            </Button>
          }
        >
          <p>The plans could not be loaded. Check your connection and try again.</p>
        </StatusCard>
      )
    case 'unavailable':
      return <PlanUnavailable slug={slug} free={lookup.free} />
  }
}
