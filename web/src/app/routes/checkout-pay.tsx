import { useParams } from 'react-router'
import { TestCheckoutPage } from '@/features/billing/components/test-checkout-page'
import { RequireUser } from '../layout/require-user'

/** CheckoutPayRoute is /checkout/pay/{id}: the test-mode checkout page, for the checkout's owner. */
export function CheckoutPayRoute() {
  const { id = '' } = useParams()
  return <RequireUser>{() => <TestCheckoutPage key={id} id={id} />}</RequireUser>
}
