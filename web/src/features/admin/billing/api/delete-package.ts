import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/hooks/use-toast'
import { apiRequest, type MessageResponse } from '@/lib/api-client'
import { toastError } from '../../shell/lib/toast-error'
import { packagesChanged } from './reorder'

/** useDeletePackage sends DELETE /api/admin/credit-packages/{id}: deleted, or archived if it was ever bought. */
export function useDeletePackage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      const res = await apiRequest('DELETE', `/api/admin/credit-packages/${id}`)
      return (await res.json()) as MessageResponse
    },
    onSuccess: (body) => {
      toast({ title: 'Success', description: body.message })
      packagesChanged(queryClient)
    },
    onError: (err) => toastError(err, 'Failed to delete credit package'),
  })
}
