import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

interface Props {
  title: string
  /** The line under the heading. */
  intro?: ReactNode
  /** narrow: one column (a checkout); wide: a grid of cards. */
  width?: 'narrow' | 'wide'
  children: ReactNode
}

/** BillingPage is the frame of every checkout page: the page's heading, a line about it, then its content. */
export function BillingPage({ title, intro, width = 'wide', children }: Props) {
  return (
    <div className={cn('mx-auto grid gap-8 px-4 py-10 sm:px-6 sm:py-14', width === 'wide' ? 'max-w-6xl' : 'max-w-2xl')}>
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {intro ? <p className="mt-2 max-w-2xl text-muted-foreground">{intro}</p> : null}
      </header>
      {children}
    </div>
  )
}
