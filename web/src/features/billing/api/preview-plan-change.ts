import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { billingKeys } from './keys'
import type { PlanChange } from './types'

/**
 * usePlanChangePreview asks what changing to a plan would do (POST
 * /api/user/subscription/preview); null asks nothing. Asked again on each
 * opening: the price of an upgrade shrinks as the period runs.
 */
export function usePlanChangePreview(planId: number | null) {
  return useQuery({
    queryKey: billingKeys.preview(planId ?? 0),
    queryFn: async ({ signal }): Promise<PlanChange> => {
      const res = await apiRequest('POST', '/api/user/subscription/preview', { planId }, { signal })
      return ((await res.json()) as { change: PlanChange }).change
    },
    enabled: planId !== null,
    staleTime: 0,
    gcTime: 0,
  })
}
