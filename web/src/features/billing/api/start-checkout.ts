import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { leavePage } from '../lib/leave-page'
import type { CheckoutKind } from './types'

export interface CheckoutRequest {
  kind: CheckoutKind
  /** The package's or the plan's id. */
  id: number
  /** The page of this site the success page leads back to; the server's default is /dashboard. */
  returnTo?: string
}

/**
 * useStartCheckout opens a checkout (POST /api/checkout) and sends the
 * browser to where it is paid: Stripe's page, or the test-mode page. Its
 * error is an ApiError with the server's message (409 already subscribed,
 * 403 packages hidden, ...).
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: async (request: CheckoutRequest) => {
      const res = await apiRequest('POST', '/api/checkout', request)
      return ((await res.json()) as { url: string }).url
    },
    onSuccess: (url) => leavePage(url),
  })
}
