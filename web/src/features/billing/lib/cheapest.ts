import type { SubscriptionPlan } from '@/lib/subscription-plans'
import type { CreditPackage } from '../api/types'

/** cheapestPackage is the package that costs least (of two at one price, the one with more credits). */
export function cheapestPackage(packages: readonly CreditPackage[]): CreditPackage | null {
  let best: CreditPackage | null = null
  for (const p of packages) {
    if (!best || p.priceUsd < best.priceUsd || (p.priceUsd === best.priceUsd && p.credits > best.credits)) best = p
  }
  return best
}

/** cheapestPaidPlan is the paid plan that costs least a month. */
export function cheapestPaidPlan(plans: readonly SubscriptionPlan[]): SubscriptionPlan | null {
  let best: SubscriptionPlan | null = null
  for (const p of plans) {
    if (p.priceUsd > 0 && (!best || p.priceUsd < best.priceUsd)) best = p
  }
  return best
}
