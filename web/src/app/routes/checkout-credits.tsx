import { useParams } from 'react-router'
import { CreditsCheckoutPage } from '@/features/billing/components/credits-checkout-page'

/** CheckoutCreditsRoute is /checkout/credits and /checkout/credits/{packageId}: the credit packages. */
export function CheckoutCreditsRoute() {
  const { packageId } = useParams()
  return <CreditsCheckoutPage packageId={packageId} />
}
