import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/hooks/use-toast'
import { apiRequest, type MessageResponse } from '@/lib/api-client'
import { toastError } from '../../shell/lib/toast-error'
import { emailKeys } from './keys'

/** useSendTestEmail sends POST /api/admin/email/test: a test message to the signed-in admin. */
export function useSendTestEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', '/api/admin/email/test')
      return (await res.json()) as MessageResponse
    },
    onSuccess: (body) => {
      toast({ title: 'Success', description: body.message })
      void queryClient.invalidateQueries({ queryKey: emailKeys.lists })
    },
    onError: (err) => toastError(err, 'Failed to send the test mail'),
  })
}
