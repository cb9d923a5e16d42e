import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/hooks/use-toast'
import { apiRequest, type MessageResponse } from '@/lib/api-client'
import { CURRENT_USER_KEY } from '@/lib/auth'

/** resendVerification mails the signed-in user a new link; older links stop working. */
async function resendVerification(): Promise<MessageResponse> {
  const res = await apiRequest('POST', '/api/user/verify-email/resend')
  return (await res.json()) as MessageResponse
}

/**
 * useResendVerification toasts the server's answer either way (a 429 says
 * when to try again) and refetches the user: the answer may be that the
 * address is verified already, in another tab or browser.
 */
export function useResendVerification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: (data) => {
      toast({ title: 'Verification email', description: data.message })
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY })
    },
    onError: (err) => toast({ variant: 'destructive', title: 'Email not sent', description: err.message }),
  })
}
