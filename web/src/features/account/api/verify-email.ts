import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, type MessageResponse } from '@/lib/api-client'
import { CURRENT_USER_KEY } from '@/lib/auth'

/** The server's answer for an unknown, used or expired verification token. */
export const INVALID_VERIFY_LINK = 'This verification link is invalid or has expired.'

/** verifyEmail proves the address with the token of the mailed link; no session is needed. */
async function verifyEmail(token: string): Promise<MessageResponse> {
  const res = await apiRequest('POST', '/api/verify-email', { token })
  return (await res.json()) as MessageResponse
}

/** useVerifyEmail verifies, then refetches the current user (whose notice goes away). */
export function useVerifyEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  })
}
