import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { StatusCard } from '@/components/status-card'

/**
 * PlanUnavailable answers a checkout for a plan that cannot be bought: one
 * that does not exist, or the Free plan, which needs none.
 */
export function PlanUnavailable({ slug, free }: { slug: string; free: boolean }) {
  const plansLink = (
    <Button asChild>
      <Link to="/checkout/plans">See all plans</Link>
    </Button>
  )
  if (free) {
    return (
      <StatusCard
        tone="info"
        title="The Free plan needs no checkout"
        actions={
          <>
            {plansLink}
            <Button asChild variant="outline">
              <Link to="/texture-studio">Start Creating</Link>
            </Button>
          </>
        }
      >
        <p>Every account starts on Free, with fresh credits every month. Choose a paid plan for more.</p>
      </StatusCard>
    )
  }
  return (
    <StatusCard tone="error" title="Plan not found" actions={plansLink}>
      <p>There is no plan called “{slug}”. Choose one of our plans instead.</p>
    </StatusCard>
  )
}
