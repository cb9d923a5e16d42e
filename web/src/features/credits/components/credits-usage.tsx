import { useCredits } from '../api/get-credits'
import { creditsTooltipLines, summarizeCredits } from '../lib/credits-summary'

/**
 * CreditsUsage is the dashboard's balance: the available credits, a bar of
 * used against total, and what a credit buys; it follows 'credit-update' like
 * the navbar's entry.
 */
export function CreditsUsage() {
  const { data, isPending, isError } = useCredits()
  const credits = data?.success ? data.credits : undefined

  if (isPending) return <p className="text-sm text-muted-foreground">Loading your credits…</p>
  if (isError || !credits) return <p className="text-sm text-muted-foreground">Your credits could not be loaded.</p>
  const summary = summarizeCredits(credits)
  const [usedLine, , creditNote] = creditsTooltipLines(summary)
  return (
    <div className="grid content-start gap-3">
      <div>
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Available credits</p>
        <p className="text-4xl font-extrabold tracking-tight tabular-nums" data-testid="available-credits">
          {summary.available}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Credits used"
        aria-valuemin={0}
        aria-valuemax={summary.total}
        aria-valuenow={summary.used}
        aria-valuetext={usedLine}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${summary.percentUsed}%` }} />
      </div>
      <p className="text-sm">{usedLine}</p>
      {credits.purchasedCreditsAvailable > 0 ? (
        <p className="text-sm text-muted-foreground">
          {credits.purchasedCreditsAvailable} of them bought: bought credits never expire, and plan credits are spent first.
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">{creditNote}</p>
    </div>
  )
}
