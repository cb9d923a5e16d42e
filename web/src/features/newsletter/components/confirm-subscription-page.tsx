import { Link, useSearchParams } from 'react-router'
import { EmailLinkCard } from '@/components/email-link-card'
import { Button } from '@/components/ui/button'
import { INVALID_CONFIRM_LINK, useConfirmSubscription } from '../api/confirm-subscription'

/**
 * ConfirmSubscriptionPage is /newsletter/confirm?token=...: the subscription
 * is confirmed by the button, never by opening the page, since mail
 * scanners open links too.
 */
export function ConfirmSubscriptionPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const confirm = useConfirmSubscription()

  if (confirm.isSuccess) {
    return (
      <EmailLinkCard tone="success" title="Subscription confirmed" message={confirm.data.message}>
        <Button asChild variant="outline">
          <Link to="/">Back to Texelforge</Link>
        </Button>
      </EmailLinkCard>
    )
  }
  if (!token || confirm.isError) {
    return <EmailLinkCard tone="error" title="Subscription not confirmed" message={confirm.error?.message ?? INVALID_CONFIRM_LINK} />
  }
  return (
    <EmailLinkCard
      tone="question"
      title="Confirm your subscription"
      message="Confirm that you want the Texelforge newsletter: news, tips and offers, now and then. Every issue has a link to unsubscribe."
    >
      <Button disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
        {confirm.isPending ? 'Confirming...' : 'Confirm subscription'}
      </Button>
    </EmailLinkCard>
  )
}
