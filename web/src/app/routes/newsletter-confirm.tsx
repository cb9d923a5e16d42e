import { ConfirmSubscriptionPage } from '@/features/newsletter/components/confirm-subscription-page'

/** NewsletterConfirmRoute is /newsletter/confirm?token=..., the double opt-in link. */
export function NewsletterConfirmRoute() {
  return <ConfirmSubscriptionPage />
}
