import type { User } from '@/lib/auth'
import { UserAvatar } from './user-avatar'

/**
 * AccountBadge shows who is signed in while the account menu has no entries
 * yet (a menu without items is not a menu); see ACCOUNT_MENU_LINKS.
 */
export function AccountBadge({ user }: { user: User }) {
  return (
    <p className="flex items-center gap-2 px-1 text-sm font-medium">
      <UserAvatar user={user} />
      <span className="hidden max-w-32 truncate md:inline">{user.username}</span>
      <span className="sr-only md:hidden">Signed in as {user.username}</span>
    </p>
  )
}
