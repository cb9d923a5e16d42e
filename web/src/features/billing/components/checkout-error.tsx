import { Link } from 'react-router'
import { ApiError } from '@/lib/api-client'

/**
 * CheckoutError says why a checkout or a payment was refused, in the
 * server's words, with the way on: a subscriber changes plans from the
 * dashboard (409), hidden packages leave the plans (403).
 */
export function CheckoutError({ error }: { error: Error | null }) {
  if (!error) return null
  const status = error instanceof ApiError ? error.status : 0
  return (
    <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm">
      <p className="font-medium text-destructive">{error.message || 'Something went wrong. Please try again.'}</p>
      {status === 409 ? (
        <p className="mt-1">
          <Link to="/dashboard#billing" className="font-medium text-primary underline underline-offset-4">
            Go to billing in your dashboard
          </Link>
        </p>
      ) : null}
      {status === 403 ? (
        <p className="mt-1">
          <Link to="/checkout/plans" className="font-medium text-primary underline underline-offset-4">
            See the monthly plans
          </Link>
        </p>
      ) : null}
    </div>
  )
}
