import { LogOut } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { UserAvatar } from '@/components/user-avatar'
import { useLogout } from '@/hooks/use-logout'
import type { User } from '@/lib/auth'
import type { NavLinkItem } from '../nav-links'

interface Props {
  user: User
  /** The entries this user may see (visibleLinks of ACCOUNT_MENU_LINKS). */
  links: readonly NavLinkItem[]
}

/** UserMenu is the signed-in avatar menu: the username, the account links, then 'Log out'. */
export function UserMenu({ user, links }: Props) {
  const { logout, pending } = useLogout()
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label={`Account menu for ${user.username}`}>
          <UserAvatar user={user} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate text-sm font-semibold">{user.username}</span>
          <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {links.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
        {links.length > 0 ? <DropdownMenuSeparator /> : null}
        <DropdownMenuItem
          disabled={pending}
          onSelect={(event) => {
            // Keep the menu open so 'Logging out...' shows; it closes with the session.
            event.preventDefault()
            void logout()
          }}
        >
          <LogOut aria-hidden="true" />
          {pending ? 'Logging out...' : 'Log out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
