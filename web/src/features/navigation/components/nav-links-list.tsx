import { NavLink } from 'react-router'
import { cn } from '@/lib/utils'
import type { NavLinkItem } from '../nav-links'

interface Props {
  links: readonly NavLinkItem[]
  /** "bar" for the desktop header, "menu" for the stacked mobile list. */
  layout: 'bar' | 'menu'
  onNavigate?: () => void
}

/** NavLinksList renders nav links; the current page gets aria-current="page". */
export function NavLinksList({ links, layout, onNavigate }: Props) {
  return (
    <ul className={cn(layout === 'bar' ? 'flex items-center gap-1' : 'flex flex-col gap-1')}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.to === '/'}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'block rounded-md font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
                layout === 'bar' ? 'px-3 py-2 text-sm' : 'px-3 py-3 text-base',
                isActive ? 'text-foreground' : 'text-muted-foreground',
                isActive && layout === 'menu' && 'bg-accent text-accent-foreground',
              )
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
