import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { CREDITS_KEY, CURRENT_USER_KEY, PLAN_KEY } from '@/lib/auth'
import { CREDIT_UPDATE_EVENT } from '@/lib/credits'
import { billingKeys } from './keys'
import type { Subscription, SubscriptionResponse } from './types'

/** subscriptionQuery reads the signed-in user's subscription (null on Free) with the default fetcher. */
const subscriptionQuery = queryOptions<SubscriptionResponse>({ queryKey: billingKeys.subscription })

/**
 * useSubscription returns the signed-in user's live subscription, or null on
 * Free; pages visitors also see pass enabled=false.
 */
export function useSubscription(enabled = true): { subscription: Subscription | null; isPending: boolean; isError: boolean } {
  const { data, isPending, isError } = useQuery({ ...subscriptionQuery, enabled })
  return { subscription: data?.subscription ?? null, isPending: enabled && isPending, isError }
}

/** What a payment or a plan change alters, besides the subscription itself. */
const ACCOUNT_KEYS = [CREDITS_KEY, CURRENT_USER_KEY, PLAN_KEY, billingKeys.transactions]

function refreshAccount(queryClient: QueryClient): void {
  for (const queryKey of ACCOUNT_KEYS) void queryClient.invalidateQueries({ queryKey })
  window.dispatchEvent(new Event(CREDIT_UPDATE_EVENT))
}

/**
 * refreshBilling refetches what a payment alters: the credits (also through
 * the 'credit-update' event, product.md §4), the user, the plan, the
 * subscription and the credit history.
 */
export function refreshBilling(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: billingKeys.subscription })
  refreshAccount(queryClient)
}

/** applySubscription caches a subscription the server just answered with, then refreshes the rest. */
export function applySubscription(queryClient: QueryClient, subscription: Subscription | null): void {
  queryClient.setQueryData<SubscriptionResponse>(billingKeys.subscription, { success: true, subscription })
  refreshAccount(queryClient)
}
