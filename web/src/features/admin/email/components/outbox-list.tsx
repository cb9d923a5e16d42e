import { useMediaQuery, MOBILE_QUERY } from '@/hooks/use-media-query'
import { formatDateTime } from '../../shell/lib/format'
import type { OutboxEmail } from '../api/types'
import { EmailStatusBadge } from './email-status'

interface Props {
  emails: OutboxEmail[]
  onOpen: (id: number) => void
}

/** OpenButton names the mail by its subject; it is how a row opens, by mouse or keyboard. */
function OpenButton({ email, onOpen }: { email: OutboxEmail; onOpen: (id: number) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(email.id)}
      className="rounded-sm text-left font-medium break-words text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {email.subject || '(no subject)'}
    </button>
  )
}

/** OutboxList is the outbox's mails: a table, or cards at 768 px or less. */
export function OutboxList({ emails, onOpen }: Props) {
  const phone = useMediaQuery(MOBILE_QUERY)
  if (phone) {
    return (
      <ul aria-label="Mails" className="grid gap-3">
        {emails.map((email) => (
          <li key={email.id} className="grid gap-2 rounded-lg border bg-card p-4 text-sm text-card-foreground">
            <div className="flex items-start justify-between gap-3">
              <OpenButton email={email} onOpen={onOpen} />
              <EmailStatusBadge status={email.status} />
            </div>
            <p className="break-all text-muted-foreground">To {email.to}</p>
            <p className="text-muted-foreground">
              Created {formatDateTime(email.createdAt)}
              {email.sentAt ? `, sent ${formatDateTime(email.sentAt)}` : ''} · {email.attempts}{' '}
              {email.attempts === 1 ? 'attempt' : 'attempts'}
            </p>
            {email.lastError ? <p className="break-words text-destructive">{email.lastError}</p> : null}
          </li>
        ))}
      </ul>
    )
  }
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Mails, newest first</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Recipient
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Subject
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Attempts
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Last error
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Created
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Sent
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {emails.map((email) => (
            <tr key={email.id} className="align-top">
              <td className="max-w-56 px-3 py-2 break-all">{email.to}</td>
              <td className="max-w-72 px-3 py-2">
                <OpenButton email={email} onOpen={onOpen} />
              </td>
              <td className="px-3 py-2">
                <EmailStatusBadge status={email.status} />
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{email.attempts}</td>
              <td className="max-w-56 px-3 py-2 break-words text-destructive">{email.lastError}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(email.createdAt)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(email.sentAt) || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
