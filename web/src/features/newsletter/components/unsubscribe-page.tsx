import { Link, useSearchParams } from 'react-router'
import { EmailLinkCard } from '@/components/email-link-card'
import { Button } from '@/components/ui/button'
import { INVALID_UNSUBSCRIBE_LINK, useUnsubscribe, useUnsubscribeStatus } from '../api/unsubscribe'

function HomeLink() {
  return (
    <Button asChild variant="outline">
      <Link to="/">Back to Texelforge</Link>
    </Button>
  )
}

/**
 * UnsubscribePage is /newsletter/unsubscribe?token=...: it shows whose
 * address the link is for, and unsubscribes it on the button (opening the
 * page changes nothing).
 */
export function UnsubscribePage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const status = useUnsubscribeStatus(token)
  const unsubscribe = useUnsubscribe()

  if (unsubscribe.isSuccess) {
    return (
      <EmailLinkCard tone="success" title="Unsubscribed" message={unsubscribe.data.message}>
        <HomeLink />
      </EmailLinkCard>
    )
  }
  const error = !token ? INVALID_UNSUBSCRIBE_LINK : (status.error ?? unsubscribe.error)?.message
  if (error) {
    return (
      <EmailLinkCard tone="error" title="Could not unsubscribe" message={error}>
        <HomeLink />
      </EmailLinkCard>
    )
  }
  if (!status.data) return <EmailLinkCard tone="pending" title="Newsletter" message="Checking your link…" />
  if (!status.data.subscribed) {
    return (
      <EmailLinkCard tone="success" title="Not subscribed" message="This address is not subscribed.">
        <HomeLink />
      </EmailLinkCard>
    )
  }
  return (
    <EmailLinkCard tone="question" title="Newsletter" message={`Unsubscribe ${status.data.email} from the Texelforge newsletter?`}>
      <Button disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
        {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
      </Button>
    </EmailLinkCard>
  )
}
