import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { EmailLinkCard } from '@/components/email-link-card'
import { Button } from '@/components/ui/button'
import { openAccountDialog } from '@/hooks/use-account-dialog'
import { useCurrentUser } from '@/lib/auth'
import { useResendVerification } from '../api/resend-verification'
import { INVALID_VERIFY_LINK, useVerifyEmail } from '../api/verify-email'

/** What a link that did not verify offers: a new link for its owner, signed in, else a way to sign in. */
function NextStep() {
  const { user } = useCurrentUser()
  const resend = useResendVerification()
  if (!user) return <Button onClick={() => openAccountDialog('login')}>Log In</Button>
  if (user.emailVerified) {
    return (
      <Button asChild>
        <Link to="/dashboard">Go to My Dashboard</Link>
      </Button>
    )
  }
  return (
    <Button disabled={resend.isPending} onClick={() => resend.mutate()}>
      {resend.isPending ? 'Sending...' : 'Send a new link'}
    </Button>
  )
}

/**
 * VerifyEmailPage is /verify-email?token=...: it verifies the address as it
 * opens (once per token, even when React mounts it twice) and says how it went.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const verify = useVerifyEmail()
  const sentFor = useRef<string | null>(null)
  const { mutate } = verify

  useEffect(() => {
    if (!token || sentFor.current === token) return
    sentFor.current = token
    mutate(token)
  }, [token, mutate])

  if (verify.isSuccess) {
    return (
      <EmailLinkCard tone="success" title="Email verified" message={verify.data.message}>
        <Button asChild>
          <Link to="/texture-studio">Open the Texture Studio</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">Go to My Dashboard</Link>
        </Button>
      </EmailLinkCard>
    )
  }
  if (token && !verify.isError) {
    return <EmailLinkCard tone="pending" title="Verifying your email" message="One moment…" />
  }
  return (
    <EmailLinkCard tone="error" title="Email not verified" message={verify.error?.message ?? INVALID_VERIFY_LINK}>
      <NextStep />
    </EmailLinkCard>
  )
}
