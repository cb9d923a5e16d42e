import { queryOptions, useQuery } from '@tanstack/react-query'
import { PLAN_KEY } from '@/lib/auth'

export interface Plan {
  name: string
  slug: string
  /** paid: the plan costs money, so the studio offers the larger sizes. */
  paid: boolean
}

/** PlanResponse is GET /api/user/plan's body (signed in only). */
interface PlanResponse {
  success: boolean
  plan: Plan
}

/** planQuery uses the default fetcher; it is dropped on logout and refreshed on login. */
const planQuery = queryOptions<PlanResponse>({ queryKey: PLAN_KEY })

/**
 * usePlan returns the signed-in user's plan once loaded (the dashboard, the
 * studio, the pricing cards); pages visitors also see pass enabled=false then.
 */
export function usePlan(enabled = true): { plan: Plan | null; isLoading: boolean; isError: boolean } {
  const { data, isLoading, isError } = useQuery({ ...planQuery, enabled })
  return { plan: data?.success ? data.plan : null, isLoading, isError }
}
