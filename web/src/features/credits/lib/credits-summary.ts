import { availableCredits, TEXTURES_PER_CREDIT, type Credits } from '@/lib/credits'

export interface CreditsSummary {
  used: number
  total: number
  available: number
  /** used / total * 100, rounded; 0 when there is no total. */
  percentUsed: number
}

/**
 * summarizeCredits turns the credits response into the tooltip's numbers.
 *
 * The response splits credits in two pools (decisions.md): this period's plan
 * credits (subscriptionCreditsTotal, of which subscriptionCreditsAvailable
 * are left) and purchased credits (total, of which used are spent). The
 * spec's balance is available = max(0, total + subscriptionCreditsAvailable -
 * used). So that "N of M used" and "K available" always agree (M - N = K),
 * M counts both pools (subscriptionCreditsTotal + total) and N what was spent
 * from both ((subscriptionCreditsTotal - subscriptionCreditsAvailable) + used).
 */
export function summarizeCredits(c: Credits): CreditsSummary {
  const total = c.subscriptionCreditsTotal + c.total
  const available = availableCredits(c)
  const used = Math.min(total, Math.max(0, c.subscriptionCreditsTotal - c.subscriptionCreditsAvailable + c.used))
  const percentUsed = total > 0 ? Math.round((used / total) * 100) : 0
  return { used, total, available, percentUsed }
}

/** creditsTooltipLines are the Credits tooltip's three lines (product.md §2 Navbar). */
export function creditsTooltipLines(s: CreditsSummary): [string, string, string] {
  return [`${s.used} of ${s.total} credits used`, `${s.available} available`, `1 credit = ${TEXTURES_PER_CREDIT} textures`]
}
