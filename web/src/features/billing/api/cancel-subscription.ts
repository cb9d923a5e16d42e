import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { applySubscription } from './get-subscription'
import type { SubscriptionResponse } from './types'

/** useCancelSubscription ends the subscription at the period's end (it can be resumed until then). */
export function useCancelSubscription() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', '/api/user/subscription/cancel')
      return ((await res.json()) as SubscriptionResponse).subscription
    },
    onSuccess: (subscription) => applySubscription(queryClient, subscription),
  })
}
