import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/hooks/use-toast'
import { apiRequest, type MessageResponse } from '@/lib/api-client'
import { toastError } from '../../shell/lib/toast-error'
import { emailKeys } from './keys'

/**
 * useResendEmail sends POST /api/admin/email/{id}/resend: a new outbox row,
 * with a fresh link for a verification or password-reset mail.
 */
export function useResendEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      const res = await apiRequest('POST', `/api/admin/email/${id}/resend`)
      return (await res.json()) as MessageResponse
    },
    onSuccess: (body) => {
      toast({ title: 'Success', description: body.message })
      void queryClient.invalidateQueries({ queryKey: emailKeys.lists })
    },
    onError: (err) => toastError(err, 'Failed to resend the mail'),
  })
}
