import type { SubscriptionPlan } from './subscription-plans'

/** The badge a plan marked popular always shows. */
export const POPULAR_BADGE = 'MOST POPULAR'
/** The starter plan's badge while another plan is the popular one. */
export const STARTER_BADGE = 'BEST FOR BEGINNERS'

// Plans are matched by slug, or by name for rows saved before slugs existed.
function isNamed(plan: SubscriptionPlan, name: string): boolean {
  return plan.slug === name || plan.name.toLowerCase() === name
}

/** badgeAfterToggle is the badge field after the editor's "Most popular" switch is flipped: set on, cleared off. */
export function badgeAfterToggle(popular: boolean): string {
  return popular ? POPULAR_BADGE : ''
}

/**
 * applyPopular is the local view after plan popularId is marked popular: only
 * it is popular and badged MOST POPULAR, the starter plan is badged BEST FOR
 * BEGINNERS, and every other plan loses its badge.
 */
export function applyPopular(plans: readonly SubscriptionPlan[], popularId: number): SubscriptionPlan[] {
  return plans.map((plan) => {
    if (plan.id === popularId) return { ...plan, isPopular: true, badge: POPULAR_BADGE }
    return { ...plan, isPopular: false, badge: isNamed(plan, 'starter') ? STARTER_BADGE : '' }
  })
}

/** effectivePopularId is the popular plan's id; if the server marks none, the plan named pro is. */
export function effectivePopularId(plans: readonly SubscriptionPlan[]): number | null {
  return (plans.find((p) => p.isPopular) ?? plans.find((p) => isNamed(p, 'pro')))?.id ?? null
}
