import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { applySubscription } from './get-subscription'
import type { SubscriptionResponse } from './types'

/** useResumeSubscription takes a cancel back before the period ends. */
export function useResumeSubscription() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', '/api/user/subscription/resume')
      return ((await res.json()) as SubscriptionResponse).subscription
    },
    onSuccess: (subscription) => applySubscription(queryClient, subscription),
  })
}
