import { useParams } from 'react-router'
import { PlanCheckoutPage } from '@/features/billing/components/plan-checkout-page'

/** CheckoutPlanRoute is /checkout/{plan}: the checkout of one plan, by its slug (starter, pro, ultimate). */
export function CheckoutPlanRoute() {
  const { plan = '' } = useParams()
  return <PlanCheckoutPage key={plan} slug={plan} />
}
