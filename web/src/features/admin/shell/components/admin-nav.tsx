import { NavLink } from 'react-router'
import { cn } from '@/lib/utils'
import { ADMIN_SECTIONS } from '../sections'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex shrink-0 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors outline-none',
    'hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
    isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
  )

/**
 * AdminNav links the admin sections. On a wide screen it is a column beside
 * the page; on a phone a row of tabs that scrolls sideways, so every section
 * stays one tap away.
 */
export function AdminNav() {
  return (
    <nav aria-label="Admin" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-1 border-b pb-2 lg:flex-col lg:border-b-0 lg:pb-0">
        {ADMIN_SECTIONS.map(({ label, to, icon: Icon, end }) => (
          <li key={to}>
            <NavLink to={to} end={end} className={linkClass}>
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
