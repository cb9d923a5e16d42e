import type { Checkout } from '../api/types'

/** restartPath is where to begin a checkout for the same thing again: its package, or the plans. */
export function restartPath(checkout: Pick<Checkout, 'kind' | 'item'>): string {
  return checkout.kind === 'package' ? `/checkout/credits/${checkout.item.id}` : '/checkout/plans'
}
