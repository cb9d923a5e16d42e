import { UnsubscribePage } from '@/features/newsletter/components/unsubscribe-page'

/** NewsletterUnsubscribeRoute is /newsletter/unsubscribe?token=..., linked from every newsletter email. */
export function NewsletterUnsubscribeRoute() {
  return <UnsubscribePage />
}
