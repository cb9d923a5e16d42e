import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/hooks/use-toast'
import { apiRequest, type MessageResponse } from '@/lib/api-client'
import { toastError } from '../../shell/lib/toast-error'
import { adminBillingKeys } from './keys'

/** useRefundPayment sends POST /api/admin/payments/{id}/refund: the whole amount back, unspent credits taken back. */
export function useRefundPayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      const res = await apiRequest('POST', `/api/admin/payments/${encodeURIComponent(id)}/refund`)
      return (await res.json()) as MessageResponse
    },
    onSuccess: (body) => {
      toast({ title: 'Success', description: body.message })
      void queryClient.invalidateQueries({ queryKey: adminBillingKeys.payments })
    },
    onError: (err) => toastError(err, 'Failed to refund the payment'),
  })
}
