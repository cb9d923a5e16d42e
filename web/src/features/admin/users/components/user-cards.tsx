import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { UserAvatar } from '@/components/user-avatar'
import { formatDate } from '../../shell/lib/format'
import type { AdminUser } from '../api/types'
import { planLabel, UserBadges } from './user-badges'

/** UserCards lists users on a phone (768 px or less): one card each, the whole card a link to the user. */
export function UserCards({ users }: { users: AdminUser[] }) {
  return (
    <ul className="grid gap-2" aria-label="Users">
      {users.map((u) => (
        <li key={u.id}>
          <Link
            to={`/admin/users/${u.id}`}
            className="flex items-center gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-sm outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <UserAvatar user={u} className="size-10" />
            <span className="grid min-w-0 flex-1 gap-1">
              <span className="truncate font-medium">{u.username}</span>
              <span className="truncate text-xs text-muted-foreground">{u.email}</span>
              <span className="text-xs text-muted-foreground">
                {planLabel(u.plan)} · joined <time dateTime={u.createdAt}>{formatDate(u.createdAt)}</time>
              </span>
              <UserBadges user={u} />
            </span>
            <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  )
}
