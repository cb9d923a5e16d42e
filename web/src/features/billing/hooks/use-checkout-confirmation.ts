import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { checkoutQuery } from '../api/get-checkout'
import { refreshBilling } from '../api/get-subscription'
import type { Checkout } from '../api/types'

/** The success page asks every POLL_MS whether the credits are in... */
const POLL_MS = 1000
/** ...for up to TIMEOUT_MS, then says they will appear shortly. */
const TIMEOUT_MS = 60_000

/**
 * useCheckoutConfirmation polls a checkout until it is fulfilled (the credits
 * are in the ledger), then refreshes the account's data once. timedOut: a
 * minute passed without it.
 */
export function useCheckoutConfirmation(id: string): { checkout: Checkout | undefined; error: Error | null; timedOut: boolean } {
  const queryClient = useQueryClient()
  const [timedOut, setTimedOut] = useState(false)
  const { data, error } = useQuery({
    ...checkoutQuery(id),
    refetchInterval: (query) => (query.state.data?.fulfilled || timedOut ? false : POLL_MS),
  })
  const fulfilled = data?.fulfilled === true

  useEffect(() => {
    if (fulfilled) return
    const timer = setTimeout(() => setTimedOut(true), TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [fulfilled])

  useEffect(() => {
    if (fulfilled) refreshBilling(queryClient)
  }, [fulfilled, queryClient])

  return { checkout: data, error: data ? null : error, timedOut: timedOut && !fulfilled }
}
