import { useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { ListState } from '../../shell/components/list-state'
import { formatDateTime } from '../../shell/lib/format'
import { useEmail } from '../api/get-email'
import { useResendEmail } from '../api/resend-email'
import type { OutboxEmail } from '../api/types'
import { EmailStatusBadge } from './email-status'
import { MailPreview } from './mail-preview'

interface Props {
  /** The mail to show; null closes the dialog. */
  id: number | null
  onClose: () => void
}

/** MessageDialog opens one mail of the outbox: its headers, both parts (tokens masked) and a resend. */
export function MessageDialog({ id, onClose }: Props) {
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">{id !== null ? <Message key={id} id={id} onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  )
}

function Message({ id, onClose }: { id: number; onClose: () => void }) {
  const email = useEmail(id)
  const resend = useResendEmail()
  const [confirming, setConfirming] = useState(false)
  const mail = email.data

  return (
    <>
      <DialogHeader className="pr-8">
        <DialogTitle className="break-words">{mail ? mail.subject || '(no subject)' : 'Mail'}</DialogTitle>
        <DialogDescription>{mail ? `To ${mail.to}` : 'Loading the message…'}</DialogDescription>
      </DialogHeader>
      <ListState
        what="the message"
        isPending={email.isPending}
        error={email.error}
        isEmpty={false}
        empty=""
        onRetry={() => void email.refetch()}
      />
      {mail ? (
        <>
          <MailHeaders mail={mail} />
          <MailPreview title={mail.subject || 'Mail'} html={mail.html} text={mail.text} />
        </>
      ) : null}
      {mail && confirming ? (
        <div role="group" aria-label="Confirm resend" className="grid gap-3 rounded-md border border-primary/40 bg-accent p-4 text-sm">
          <p className="text-accent-foreground">
            Send this mail to <strong>{mail.to}</strong> again? {resendEffect(mail)}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={resend.isPending}>
              Cancel
            </Button>
            <Button onClick={() => resend.mutate(mail.id, { onSuccess: onClose })} disabled={resend.isPending}>
              {resend.isPending ? 'Resending...' : 'Resend mail'}
            </Button>
          </div>
        </div>
      ) : (
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => setConfirming(true)} disabled={!mail}>
            Resend
          </Button>
        </DialogFooter>
      )}
    </>
  )
}

/** The templates' names, as the outbox shows them. */
const PURPOSES: Record<string, string> = {
  'verify-email': 'Email verification',
  'password-reset': 'Password reset',
  'newsletter-confirm': 'Newsletter confirmation',
  'newsletter-issue': 'Newsletter issue',
  test: 'Test mail',
}

/** resendEffect says what a resend does with this mail's links (docs/admin-api.md). */
function resendEffect(mail: OutboxEmail): string {
  if (mail.purpose === 'verify-email' || mail.purpose === 'password-reset') {
    return 'It goes out as a new mail with a fresh link; the server refuses if the account no longer needs it.'
  }
  return 'The same message joins the outbox as a new mail; the server refuses if it held a single-use link.'
}

function MailHeaders({ mail }: { mail: OutboxEmail }) {
  const rows: [string, ReactNode][] = [
    ['To', mail.to],
    ['Subject', mail.subject],
    ['Status', <EmailStatusBadge key="status" status={mail.status} />],
    ...(PURPOSES[mail.purpose] ? [['Template', PURPOSES[mail.purpose]] as [string, string]] : []),
    ['Transport', mail.transport === 'smtp' ? 'SMTP' : 'Outbox only (not sent)'],
    ['Attempts', String(mail.attempts)],
    ['Created', formatDateTime(mail.createdAt)],
    ['Sent', formatDateTime(mail.sentAt) || 'Not yet'],
    ...Object.entries(mail.headers ?? {}).map(([name, value]): [string, string] => [name, value]),
  ]
  if (mail.lastError) rows.push(['Last error', mail.lastError])
  return (
    <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1.5 rounded-md border p-4 text-sm">
      {rows.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="font-medium text-muted-foreground">{name}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
