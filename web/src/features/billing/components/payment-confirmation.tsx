import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import type { Checkout } from '../api/types'
import { useCheckoutConfirmation } from '../hooks/use-checkout-confirmation'
import { restartPath } from '../lib/restart-path'
import { StatusCard } from '@/components/status-card'

const dashboardLink = (
  <Button asChild>
    <Link to="/dashboard">Go to dashboard</Link>
  </Button>
)

/**
 * PaymentConfirmation waits until a checkout is fulfilled, with a progress
 * indicator, and then renders children; after a minute it says the credits
 * appear shortly (the provider's confirmation can lag), never a dead end.
 */
export function PaymentConfirmation({ sessionId, children }: { sessionId: string; children: (checkout: Checkout) => ReactNode }) {
  const { checkout, error, timedOut } = useCheckoutConfirmation(sessionId)

  if (error) {
    return (
      <StatusCard tone="error" title="Payment not found" actions={dashboardLink}>
        <p>{error.message}</p>
      </StatusCard>
    )
  }
  if (checkout?.fulfilled) return children(checkout)
  if (checkout?.status === 'expired') {
    return (
      <StatusCard
        tone="error"
        title="This checkout has expired"
        actions={
          <Button asChild>
            <Link to={restartPath(checkout)}>Start again</Link>
          </Button>
        }
      >
        <p>It was not paid within 30 minutes, and nothing was charged.</p>
      </StatusCard>
    )
  }
  if (timedOut && checkout) {
    const unpaidTest = checkout.provider === 'test' && checkout.status === 'open'
    return (
      <StatusCard
        tone="info"
        title={unpaidTest ? 'This checkout is not paid yet' : 'Your payment is being confirmed'}
        actions={
          unpaidTest ? (
            <Button asChild>
              <Link to={`/checkout/pay/${encodeURIComponent(checkout.id)}`}>Pay now</Link>
            </Button>
          ) : (
            dashboardLink
          )
        }
      >
        <p>
          {unpaidTest
            ? 'Finish the payment on the checkout page.'
            : 'This is taking longer than usual. Your credits will appear on your dashboard shortly; there is no need to pay again.'}
        </p>
      </StatusCard>
    )
  }
  return (
    <StatusCard tone="pending" title="Confirming your payment…">
      <p>This usually takes a few seconds. Please keep this page open.</p>
      <div role="progressbar" aria-label="Confirming your payment" className="mt-2 h-1.5 overflow-hidden rounded-full bg-muted">
        <div className="h-full w-1/3 animate-progress rounded-full bg-primary motion-reduce:animate-none" />
      </div>
    </StatusCard>
  )
}
