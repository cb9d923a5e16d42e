import { CompleteSubscriptionPage } from '@/features/billing/components/complete-subscription-page'

/** CompleteSubscriptionRoute is /complete-subscription: it finishes a subscription begun while signed out. */
export function CompleteSubscriptionRoute() {
  return <CompleteSubscriptionPage />
}
