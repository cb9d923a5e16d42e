import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/hooks/use-toast'
import { ApiError, apiRequest } from '@/lib/api-client'
import { PLAN_KEY } from '@/lib/auth'
import { normalizePlan, PLANS_KEY, type SubscriptionPlan } from '@/lib/subscription-plans'

/** What PUT /api/admin/subscription-plans/{id} takes (product.md §7). */
export type PlanUpdate = Omit<SubscriptionPlan, 'id' | 'slug' | 'monthlyCredits' | 'displayOrder'>

/** useUpdatePlan saves the plan editor and refreshes the public list (product.md §7: refreshed after edits). */
export function useUpdatePlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, plan }: { id: number; plan: PlanUpdate }) => {
      const res = await apiRequest('PUT', `/api/admin/subscription-plans/${id}`, plan)
      return normalizePlan(((await res.json()) as { plan: SubscriptionPlan }).plan)
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PLANS_KEY })
      void queryClient.invalidateQueries({ queryKey: PLAN_KEY })
    },
    onError: (err) =>
      toast({ variant: 'destructive', title: 'Error', description: err instanceof ApiError ? err.message : 'Failed to update plan' }),
  })
}
