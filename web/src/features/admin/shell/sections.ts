// The admin area's sections, in the order the admin navigation lists them
// (product.md §2).
import { BarChart3, CreditCard, FileText, Mail, Newspaper, Settings, Users, type LucideIcon } from 'lucide-react'

interface AdminSection {
  label: string
  to: string
  icon: LucideIcon
  /** Only this exact path is current (the overview), not the paths under it. */
  end?: boolean
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { label: 'Overview', to: '/admin', icon: BarChart3, end: true },
  { label: 'Users', to: '/admin/users', icon: Users },
  { label: 'Content', to: '/admin/content', icon: FileText },
  { label: 'Billing', to: '/admin/billing', icon: CreditCard },
  { label: 'Settings', to: '/admin/settings', icon: Settings },
  { label: 'Blog', to: '/admin/blog', icon: Newspaper },
  { label: 'Email', to: '/admin/email', icon: Mail },
]
