import { useMutation } from '@tanstack/react-query'
import { apiRequest, type MessageResponse } from '@/lib/api-client'

/** The server's answer for an unknown, used or expired reset token. */
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired.'

interface ResetPasswordInput {
  token: string
  password: string
}

/** resetPassword sets a new password with the emailed token. */
async function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  const res = await apiRequest('POST', '/api/reset-password', input)
  return (await res.json()) as MessageResponse
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
