import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { leavePage } from '../lib/leave-page'

/** useOpenPortal sends a Stripe subscriber to Stripe's customer portal (card, invoices, plan). */
export function useOpenPortal() {
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', '/api/user/subscription/portal')
      return ((await res.json()) as { url: string }).url
    },
    onSuccess: (url) => leavePage(url),
  })
}
