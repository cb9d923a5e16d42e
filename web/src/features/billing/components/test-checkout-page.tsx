import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api-client'
import { checkoutQuery } from '../api/get-checkout'
import { restartPath } from '../lib/restart-path'
import { BillingPage } from './billing-page'
import { CardForm } from './card-form'
import { OrderSummary } from './order-summary'
import { StatusCard } from '@/components/status-card'
import { TestModeBanner } from './test-mode-banner'

/**
 * TestCheckoutPage is /checkout/pay/{id}, the built-in checkout used when no
 * payment provider is configured: clearly labelled test mode, what is bought,
 * and a card form that takes the test cards only.
 */
export function TestCheckoutPage({ id }: { id: string }) {
  const { data: checkout, isPending, error } = useQuery(checkoutQuery(id))

  if (isPending) {
    return (
      <StatusCard tone="pending" title="Loading your checkout…">
        <p>One moment.</p>
      </StatusCard>
    )
  }
  if (error) {
    const missing = error instanceof ApiError && error.status === 404
    return (
      <StatusCard
        tone="error"
        title={missing ? 'Checkout not found' : 'Could not load the checkout'}
        actions={
          <Button asChild>
            <Link to="/checkout/credits">Buy credits</Link>
          </Button>
        }
      >
        <p>{missing ? 'This checkout does not exist, or it belongs to another account.' : error.message}</p>
      </StatusCard>
    )
  }
  if (checkout.status === 'paid') {
    return (
      <StatusCard
        tone="success"
        title="This checkout is already paid"
        actions={
          <Button asChild>
            <Link to={`/payment-success?session=${encodeURIComponent(checkout.id)}`}>See your payment</Link>
          </Button>
        }
      >
        <p>Nothing more to pay here.</p>
      </StatusCard>
    )
  }
  if (checkout.status === 'expired') {
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
        <p>A checkout stays open for 30 minutes. Nothing was charged; start again to buy.</p>
      </StatusCard>
    )
  }
  return (
    <BillingPage title="Checkout" intro="Pay with one of the test cards below." width="narrow">
      <TestModeBanner />
      <OrderSummary checkout={checkout} />
      <CardForm checkout={checkout} />
    </BillingPage>
  )
}
