import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { leavePage } from '../lib/leave-page'

/** CardDetails is what the test-mode page sends: the card number in digits, the expiry as MM/YY. */
export interface CardDetails {
  cardNumber: string
  expiry: string
  cvc: string
  name: string
}

/**
 * usePayCheckout pays a test-mode checkout and goes on to the success page.
 * Its error carries the server's message: a declined card (402), an expired
 * (410) or already paid (409) checkout, a number that is no test card (400).
 */
export function usePayCheckout(id: string) {
  return useMutation({
    mutationFn: async (card: CardDetails) => {
      const res = await apiRequest('POST', `/api/checkout/sessions/${encodeURIComponent(id)}/pay`, card)
      return ((await res.json()) as { url: string }).url
    },
    onSuccess: (url) => leavePage(url),
  })
}
