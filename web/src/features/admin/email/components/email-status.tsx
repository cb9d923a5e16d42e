import { cn } from '@/lib/utils'
import type { EmailStatus } from '../api/types'

const STYLES: Record<EmailStatus, { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200' },
  sent: { label: 'Sent', className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200' },
}

/** EmailStatusBadge names where a mail is in its delivery, in words and colour. */
export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  const style = STYLES[status] ?? { label: status, className: 'bg-muted text-foreground' }
  return (
    <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', style.className)}>
      {style.label}
    </span>
  )
}
