import { MailWarning } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { useCurrentUser } from '@/lib/auth'
import { cn } from '@/lib/utils'
import { useResendVerification } from '../api/resend-verification'

/**
 * VerifyEmailNotice asks a signed-in user whose address is not verified yet
 * to open the mailed link, and offers a new one. It renders nothing for
 * visitors and verified users, so it goes away once the user query says so.
 */
export function VerifyEmailNotice({ className }: { className?: string }) {
  const id = useId()
  const { user } = useCurrentUser()
  const resend = useResendVerification()
  if (!user || user.emailVerified) return null
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-ember/40 bg-ember/5 px-4 py-3 text-sm sm:flex-row sm:items-center',
        className,
      )}
    >
      <MailWarning className="hidden size-5 shrink-0 text-ember sm:block" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id={`${id}-title`} className="font-semibold">
          Verify your email
        </h2>
        <p className="text-muted-foreground">
          We sent a link to <span className="font-medium wrap-anywhere text-foreground">{user.email}</span>. It works for 24 hours.
        </p>
      </div>
      <Button variant="outline" size="sm" className="self-start sm:self-center" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? 'Sending...' : 'Resend email'}
      </Button>
    </section>
  )
}
