import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { toast } from '@/hooks/use-toast'
import { apiRequest } from '@/lib/api-client'
import { PLANS_KEY } from '@/lib/subscription-plans'
import { toastError } from '../../shell/lib/toast-error'
import type { OrderChange } from '../lib/reorder'
import { adminBillingKeys } from './keys'

/** The public packages list (GET /api/credit-packages), which the checkout pages read. */
const PUBLIC_PACKAGES_KEY = ['/api/credit-packages'] as const

/** packagesChanged refreshes the admin's packages and the public list. */
export function packagesChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: adminBillingKeys.packages })
  void queryClient.invalidateQueries({ queryKey: PUBLIC_PACKAGES_KEY })
}

/** plansChanged refreshes the admin's plans and the public ones (the landing page's pricing). */
export function plansChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: adminBillingKeys.plans })
  void queryClient.invalidateQueries({ queryKey: PLANS_KEY })
}

const TARGETS = {
  plan: { url: '/api/admin/subscription-plans', noun: 'subscription plan', changed: plansChanged },
  package: { url: '/api/admin/credit-packages', noun: 'credit package', changed: packagesChanged },
} as const

/**
 * useReorder moves a plan or a package: PUT {url}/{id}/reorder {displayOrder}
 * for each row whose place changed, one after another, then refreshes the lists.
 */
export function useReorder(kind: keyof typeof TARGETS) {
  const queryClient = useQueryClient()
  const target = TARGETS[kind]
  return useMutation({
    mutationFn: async (changes: OrderChange[]) => {
      for (const { id, displayOrder } of changes) {
        await apiRequest('PUT', `${target.url}/${id}/reorder`, { displayOrder })
      }
    },
    onSuccess: () => toast({ title: 'Success', description: `The ${target.noun}s are in their new order.` }),
    onError: (err) => toastError(err, `Failed to reorder ${target.noun}`),
    // A failure half way leaves some rows moved: show what the server holds either way.
    onSettled: () => target.changed(queryClient),
  })
}
