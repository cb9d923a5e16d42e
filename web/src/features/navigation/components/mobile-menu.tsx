import { LogOut } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { UserAvatar } from '@/components/user-avatar'
import { useLogout } from '@/hooks/use-logout'
import type { User } from '@/lib/auth'
import type { NavLinkItem, NavSlots } from '../nav-links'
import { AuthButtons } from './auth-buttons'
import { EditModeToggle } from './edit-mode-toggle'
import { NavLinksList } from './nav-links-list'

interface Props {
  id: string
  links: readonly NavLinkItem[]
  /** Account entries not already among links (Profile Settings). */
  accountLinks: readonly NavLinkItem[]
  user: User | null
  /** True while the current user is still loading: no account buttons yet. */
  userLoading?: boolean
  slots?: NavSlots
  onNavigate: () => void
  onEscape: () => void
}

function SignOutButton({ onDone }: { onDone: () => void }) {
  const { logout, pending } = useLogout()
  return (
    <button
      type="button"
      className="flex w-full items-center gap-2 rounded-md px-3 py-3 text-left text-base font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground disabled:opacity-50"
      disabled={pending}
      onClick={() => void logout().then(onDone)}
    >
      <LogOut className="size-4" aria-hidden="true" />
      {pending ? 'Signing out...' : 'Sign Out'}
    </button>
  )
}

/** MobileMenu is the panel the hamburger opens below 768 px: the bar's links, account links, and sign in or out. */
export function MobileMenu({ id, links, accountLinks, user, userLoading = false, slots, onNavigate, onEscape }: Props) {
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a, button')?.focus()
  }, [])

  return (
    <div
      id={id}
      ref={panel}
      className="border-t bg-background/95 px-4 pt-2 pb-4 shadow-lg backdrop-blur md:hidden"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onEscape()
      }}
    >
      {user ? (
        <div className="mb-2 flex items-center gap-3 border-b px-3 py-3">
          <UserAvatar user={user} />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">{user.username}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
        </div>
      ) : null}
      <nav aria-label="Mobile">
        <NavLinksList links={[...links, ...accountLinks]} layout="menu" slots={slots} onNavigate={onNavigate} />
      </nav>
      {user ? (
        <div className="mt-2 grid gap-2 border-t pt-2">
          <EditModeToggle user={user} className="w-full" />
          <SignOutButton onDone={onNavigate} />
        </div>
      ) : null}
      {!user && !userLoading ? <AuthButtons layout="menu" className="mt-3 border-t pt-4" onOpen={onNavigate} /> : null}
    </div>
  )
}
