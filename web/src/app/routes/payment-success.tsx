import { PaymentSuccessPage } from '@/features/billing/components/payment-success-page'
import { RequireUser } from '../layout/require-user'

/** PaymentSuccessRoute is /payment-success?session={id}: the payment's confirmation, balance and receipt. */
export function PaymentSuccessRoute() {
  return <RequireUser>{(user) => <PaymentSuccessPage user={user} />}</RequireUser>
}
