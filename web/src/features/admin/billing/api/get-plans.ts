import { queryOptions, useQuery } from '@tanstack/react-query'
import { normalizePlan, type SubscriptionPlan } from '@/lib/subscription-plans'
import { getJson } from '../../shell/lib/get-json'
import { adminBillingKeys } from './keys'

interface PlansResponse {
  success: boolean
  plans: Parameters<typeof normalizePlan>[0][]
}

const plansQuery = queryOptions({
  queryKey: adminBillingKeys.plans,
  queryFn: async ({ signal }): Promise<SubscriptionPlan[]> => {
    const body = await getJson<PlansResponse>('/api/admin/subscription-plans', signal, (b) => Array.isArray(b.plans))
    return body.plans.map(normalizePlan).sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id)
  },
})

/** useAdminPlans reads GET /api/admin/subscription-plans, in display order. */
export function useAdminPlans() {
  return useQuery(plansQuery)
}
