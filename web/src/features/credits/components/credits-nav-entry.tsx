import { Coins } from 'lucide-react'
import { Link, useMatch } from 'react-router'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import type { Credits } from '@/lib/credits'
import { cn } from '@/lib/utils'
import { useCredits } from '../api/get-credits'
import { creditsTooltipLines, summarizeCredits } from '../lib/credits-summary'

export interface CreditsNavEntryProps {
  link: { label: string; to: string }
  layout: 'bar' | 'menu'
  /** The navbar's class for a plain link in this layout. */
  className: (state: { isActive: boolean }) => string
  onNavigate?: () => void
}

/** FALLBACK_CREDITS is the spec's fallback shape when the credits cannot be read (product.md §3). */
const FALLBACK_CREDITS: Credits = {
  total: 0,
  used: 0,
  subscriptionCreditsTotal: 0,
  subscriptionCreditsAvailable: 0,
  purchasedCreditsTotal: 0,
  purchasedCreditsAvailable: 0,
  hasSubscription: false,
  nextRenewalDate: null,
}

/**
 * CreditsNavEntry is the signed-in navbar's Credits link (to the credit
 * packages): on the desktop bar a tooltip tells used of total, available and
 * what a credit buys; in the mobile menu the link shows the available count.
 */
export function CreditsNavEntry({ link, layout, className, onNavigate }: CreditsNavEntryProps) {
  const { data, isPending } = useCredits()
  // The packages' page and one package's page (/checkout/credits/2) are this link's.
  const isActive = useMatch({ path: link.to, end: false }) !== null
  const current = isActive ? ('page' as const) : undefined
  const summary = summarizeCredits(data?.success && data.credits ? data.credits : FALLBACK_CREDITS)

  if (layout === 'menu') {
    return (
      <Link to={link.to} onClick={onNavigate} aria-current={current} className={cn(className({ isActive }), 'flex items-center gap-2')}>
        <span>{link.label}</span>{' '}
        <span
          data-testid="credits-count"
          className="ml-auto rounded-full bg-primary/10 px-2 py-0.5 text-sm font-semibold text-primary tabular-nums"
        >
          {isPending ? '…' : summary.available}
          <span className="sr-only"> available</span>
        </span>
      </Link>
    )
  }

  const lines = creditsTooltipLines(summary)
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* A string className: Radix's Slot would stringify NavLink's className function. */}
        <Link to={link.to} onClick={onNavigate} aria-current={current} className={cn(className({ isActive }), 'flex items-center gap-1.5')}>
          <Coins className="size-4" aria-hidden="true" />
          {link.label}
        </Link>
      </TooltipTrigger>
      <TooltipContent data-testid="credits-tooltip" className="grid gap-0.5 text-left">
        {isPending ? (
          <span>Loading credits…</span>
        ) : (
          <>
            <span className="font-semibold">{lines[0]}</span>
            <span>{lines[1]}</span>
            <span className="opacity-80">{lines[2]}</span>
          </>
        )}
      </TooltipContent>
    </Tooltip>
  )
}
