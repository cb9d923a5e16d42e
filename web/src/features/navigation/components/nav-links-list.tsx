import { NavLink } from 'react-router'
import { cn } from '@/lib/utils'
import type { NavLinkItem, NavSlots } from '../nav-links'

interface Props {
  links: readonly NavLinkItem[]
  /** "bar" for the desktop header, "menu" for the stacked mobile list. */
  layout: 'bar' | 'menu'
  /** Renderers for links with a slot (Credits); a link without one is plain. */
  slots?: NavSlots
  onNavigate?: () => void
}

/** navLinkClass is a nav link's class in a layout; the current page is highlighted. */
function navLinkClass(layout: 'bar' | 'menu') {
  return ({ isActive }: { isActive: boolean }) =>
    cn(
      'block rounded-md font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
      // Narrower on a tablet-wide bar, so all the links fit beside the account buttons.
      layout === 'bar' ? 'px-2 py-2 text-sm lg:px-3' : 'px-3 py-3 text-base',
      isActive ? 'text-foreground' : 'text-muted-foreground',
      isActive && layout === 'menu' && 'bg-accent text-accent-foreground',
    )
}

/** NavLinksList renders nav links; the current page gets aria-current="page". */
export function NavLinksList({ links, layout, slots, onNavigate }: Props) {
  const className = navLinkClass(layout)
  return (
    <ul className={cn(layout === 'bar' ? 'flex items-center gap-1' : 'flex flex-col gap-1')}>
      {links.map((link) => {
        const slot = link.slot ? slots?.[link.slot] : undefined
        return (
          <li key={link.label}>
            {slot ? (
              slot({ link, layout, className, onNavigate })
            ) : (
              <NavLink to={link.to} end={link.to === '/'} onClick={onNavigate} className={className}>
                {link.label}
              </NavLink>
            )}
          </li>
        )
      })}
    </ul>
  )
}
