import { usePlans, type SubscriptionPlan } from '@/lib/subscription-plans'

export type PlanLookup =
  | { state: 'loading' }
  | { state: 'error'; retry: () => void }
  | { state: 'unavailable'; free: boolean }
  | { state: 'found'; plan: SubscriptionPlan }

/** usePlanBySlug finds a plan to buy among the public plans: a paid one, else why not. */
export function usePlanBySlug(slug: string): PlanLookup {
  const { plans, isError, refetch } = usePlans()
  if (isError) return { state: 'error', retry: refetch }
  if (!plans) return { state: 'loading' }
  const plan = plans.find((p) => p.slug === slug)
  if (!plan || plan.priceUsd === 0) return { state: 'unavailable', free: plan !== undefined }
  return { state: 'found', plan }
}
