import { PlansPage } from '@/features/billing/components/plans-page'

/** CheckoutPlansRoute is /checkout/plans: the plans, and plan changes for subscribers. */
export function CheckoutPlansRoute() {
  return <PlansPage />
}
