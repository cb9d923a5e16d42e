import { Link } from 'react-router'
import { ApiError } from '@/lib/api-client'
import type { Checkout } from '../api/types'
import { restartPath } from '../lib/restart-path'

const linkClass = 'font-medium text-primary underline underline-offset-4'

/**
 * PayError says why a test-mode payment was refused, in the server's words:
 * a declined card (402), a card that is no test card (400), an already paid
 * (409) or expired (410) checkout, with the way on for the last two.
 */
export function PayError({ error, checkout }: { error: Error | null; checkout: Checkout }) {
  if (!error) return null
  const status = error instanceof ApiError ? error.status : 0
  return (
    <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm">
      <p className="font-medium text-destructive">{error.message || 'The payment did not go through. Please try again.'}</p>
      {status === 409 ? (
        <Link to={`/payment-success?session=${encodeURIComponent(checkout.id)}`} className={linkClass}>
          See your payment
        </Link>
      ) : null}
      {status === 410 ? (
        <Link to={restartPath(checkout)} className={linkClass}>
          Start again
        </Link>
      ) : null}
    </div>
  )
}
