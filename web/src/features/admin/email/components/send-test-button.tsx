import { Send } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useSendTestEmail } from '../api/send-test-email'

/** SendTestButton mails a test message to the signed-in admin, to check that mail leaves the site. */
export function SendTestButton() {
  const send = useSendTestEmail()
  return (
    <Button variant="outline" onClick={() => send.mutate()} disabled={send.isPending}>
      <Send aria-hidden="true" />
      {send.isPending ? 'Sending...' : 'Send a test mail to me'}
    </Button>
  )
}
