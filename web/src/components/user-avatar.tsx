import { Avatar } from '@/components/ui/avatar'
import type { User } from '@/lib/auth'

/** UserAvatar is the user's picture, or the first letter of the username. */
export function UserAvatar({ user, className }: { user: User; className?: string }) {
  return <Avatar src={user.avatarUrl} fallback={user.username.charAt(0).toUpperCase()} className={className} />
}
