import type { Subscription } from '../api/types'
import { formatDate } from './format'

export interface StatusLine {
  text: string
  /** warning: the user has something to do (a failed payment). */
  tone: 'default' | 'warning'
}

/**
 * subscriptionStatus is what the dashboard says about a subscription: a
 * failed renewal first, then when it renews or ends, then a downgrade
 * waiting for the period's end.
 */
export function subscriptionStatus(s: Subscription): StatusLine[] {
  const end = formatDate(s.currentPeriodEnd)
  const lines: StatusLine[] = []
  if (s.status === 'past_due') lines.push({ text: 'Payment failed: update your card', tone: 'warning' })
  lines.push({ text: s.cancelAtPeriodEnd ? `Ends on ${end}` : `Renews on ${end}`, tone: 'default' })
  if (s.nextPlan && !s.cancelAtPeriodEnd) lines.push({ text: `Changes to ${s.nextPlan.name} on ${end}`, tone: 'default' })
  return lines
}
