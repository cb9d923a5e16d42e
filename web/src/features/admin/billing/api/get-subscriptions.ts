import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { getJson } from '../../shell/lib/get-json'
import { adminBillingKeys } from './keys'
import type { AdminSubscription, SubscriptionStatus } from './types'

const PAGE = 50

interface SubscriptionsPage {
  success: boolean
  subscriptions: AdminSubscription[]
  nextCursor?: string | null
}

const subscriptionsQuery = (status: SubscriptionStatus) =>
  infiniteQueryOptions({
    queryKey: adminBillingKeys.subscriptions(status),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ status, limit: String(PAGE) })
      if (pageParam) params.set('cursor', pageParam)
      return getJson<SubscriptionsPage>(`/api/admin/subscriptions?${params}`, signal, (b) => Array.isArray(b.subscriptions))
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor || null,
  })

/** useSubscriptions pages through GET /api/admin/subscriptions. */
export function useSubscriptions(status: SubscriptionStatus) {
  return useInfiniteQuery(subscriptionsQuery(status))
}
