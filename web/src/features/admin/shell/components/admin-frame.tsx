import type { ReactNode } from 'react'
import { AdminNav } from './admin-nav'

/** AdminFrame is the admin area around its pages: the section navigation, then the page. */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-10">
      <aside className="grid content-start gap-2 lg:sticky lg:top-20 lg:self-start">
        <p className="hidden px-3 text-xs font-semibold tracking-widest text-muted-foreground uppercase lg:block">Admin</p>
        <AdminNav />
      </aside>
      <div className="grid min-w-0 content-start gap-6">{children}</div>
    </div>
  )
}
