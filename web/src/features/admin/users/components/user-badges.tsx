import { cn } from '@/lib/utils'
import type { AdminUser } from '../api/types'

const BADGE = 'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap'

/** UserBadges marks an admin, a verified or unverified address, and a suspended account. */
export function UserBadges({ user, className }: { user: AdminUser; className?: string }) {
  return (
    <span className={cn('flex flex-wrap gap-1', className)}>
      {user.isAdmin ? <span className={cn(BADGE, 'border-primary/40 bg-primary/10 text-foreground')}>Admin</span> : null}
      {user.emailVerified ? (
        <span className={cn(BADGE, 'text-muted-foreground')}>Verified</span>
      ) : (
        <span className={cn(BADGE, 'border-dashed text-muted-foreground')}>Unverified</span>
      )}
      {user.suspended ? <span className={cn(BADGE, 'border-destructive/50 bg-destructive/10 text-foreground')}>Suspended</span> : null}
    </span>
  )
}

/** planLabel writes a plan's slug as a name: "pro" -> "Pro". */
export function planLabel(slug: string): string {
  return slug ? slug.charAt(0).toUpperCase() + slug.slice(1) : '—'
}
