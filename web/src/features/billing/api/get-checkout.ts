import { queryOptions } from '@tanstack/react-query'
import { ApiError, apiRequest } from '@/lib/api-client'
import { billingKeys } from './keys'
import type { Checkout } from './types'

/**
 * checkoutQuery reads one of the caller's checkouts; another user's or an
 * unknown one fails with the server's "Checkout not found" (404).
 */
export function checkoutQuery(id: string) {
  return queryOptions({
    queryKey: billingKeys.checkout(id),
    queryFn: async ({ signal }): Promise<Checkout> => {
      const res = await apiRequest('GET', `/api/checkout/sessions/${encodeURIComponent(id)}`, undefined, { signal })
      const { checkout } = (await res.json()) as { checkout?: Checkout }
      if (!checkout) throw new ApiError(404, 'Checkout not found')
      return checkout
    },
  })
}
