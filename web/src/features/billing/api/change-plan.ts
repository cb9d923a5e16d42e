import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { applySubscription } from './get-subscription'
import type { SubscriptionResponse } from './types'

/** useChangePlan moves a live subscription to another plan: an upgrade now, a downgrade at the period's end. */
export function useChangePlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (planId: number) => {
      const res = await apiRequest('POST', '/api/user/subscription/change', { planId })
      return ((await res.json()) as SubscriptionResponse).subscription
    },
    onSuccess: (subscription) => applySubscription(queryClient, subscription),
  })
}
