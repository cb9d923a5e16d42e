import type { ReactNode } from 'react'

interface Props {
  title: ReactNode
  description?: ReactNode
  /** Controls at the right of the heading (a period picker, actions). */
  actions?: ReactNode
}

/** AdminPageHeader is an admin page's heading (its one h1), what the page is for, and its controls. */
export function AdminPageHeader({ title, description, actions }: Props) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="grid min-w-0 gap-1">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions}
    </header>
  )
}
