import { useEffect, useRef } from 'react'
import type { User } from '@/lib/auth'
import type { NavLinkItem } from '../nav-links'
import { NavLinksList } from './nav-links-list'
import { UserAvatar } from './user-avatar'

interface Props {
  id: string
  links: readonly NavLinkItem[]
  user: User | null
  onNavigate: () => void
  onEscape: () => void
}

/** MobileMenu is the panel the hamburger opens below 768 px: the same links as the bar. */
export function MobileMenu({ id, links, user, onNavigate, onEscape }: Props) {
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
        <NavLinksList links={links} layout="menu" onNavigate={onNavigate} />
      </nav>
    </div>
  )
}
