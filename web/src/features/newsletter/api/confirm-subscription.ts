import { useMutation } from '@tanstack/react-query'
import { apiRequest, type MessageResponse } from '@/lib/api-client'

/** The server's answer for an unknown, used or expired confirmation token. */
export const INVALID_CONFIRM_LINK = 'This confirmation link is invalid or has expired.'

/** confirmSubscription confirms the newsletter sign-up of the mailed link (double opt-in). */
async function confirmSubscription(token: string): Promise<MessageResponse> {
  const res = await apiRequest('POST', '/api/newsletter/confirm', { token })
  return (await res.json()) as MessageResponse
}

export function useConfirmSubscription() {
  return useMutation({ mutationFn: confirmSubscription })
}
