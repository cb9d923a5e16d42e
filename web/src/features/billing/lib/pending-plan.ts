// The plan a visitor chose before signing up: kept for the tab's session, so
// /complete-subscription can finish the checkout after the sign-up (a Google
// sign-in leaves the page and comes back).

const PENDING_PLAN_KEY = 'pendingPlan'

/** savePendingPlan remembers the plan (by slug) a visitor wants to subscribe to. */
export function savePendingPlan(slug: string): void {
  try {
    sessionStorage.setItem(PENDING_PLAN_KEY, slug)
  } catch {
    // Storage blocked: the ?plan= of the sign-in's return address still carries it.
  }
}

/** readPendingPlan is the slug savePendingPlan kept, or null. */
export function readPendingPlan(): string | null {
  try {
    return sessionStorage.getItem(PENDING_PLAN_KEY)
  } catch {
    return null
  }
}

/** clearPendingPlan forgets the plan once its checkout has started. */
export function clearPendingPlan(): void {
  try {
    sessionStorage.removeItem(PENDING_PLAN_KEY)
  } catch {
    // nothing kept
  }
}

/** completeSubscriptionPath is where a sign-in begun at a plan's checkout lands. */
export function completeSubscriptionPath(slug: string): string {
  return `/complete-subscription?plan=${encodeURIComponent(slug)}`
}
