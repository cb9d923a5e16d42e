import { Link, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import type { User } from '@/lib/auth'
import { PaymentComplete } from './payment-complete'
import { PaymentConfirmation } from './payment-confirmation'
import { StatusCard } from '@/components/status-card'

/**
 * PaymentSuccessPage is /payment-success?session={id}, where both the
 * test-mode page and Stripe's end: it waits for the credits, then shows what
 * was bought, the new balance and a receipt.
 */
export function PaymentSuccessPage({ user }: { user: User }) {
  const [params] = useSearchParams()
  const sessionId = params.get('session')?.trim()
  if (!sessionId) {
    return (
      <StatusCard
        tone="info"
        title="No payment to show"
        actions={
          <Button asChild>
            <Link to="/dashboard">Go to dashboard</Link>
          </Button>
        }
      >
        <p>This page shows a payment once it is made. Your credits and history are on your dashboard.</p>
      </StatusCard>
    )
  }
  return (
    <PaymentConfirmation sessionId={sessionId}>{(checkout) => <PaymentComplete checkout={checkout} user={user} />}</PaymentConfirmation>
  )
}
