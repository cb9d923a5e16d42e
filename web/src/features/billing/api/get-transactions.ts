import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { fetchWithTimeout, throwIfResNotOk } from '@/lib/api-client'
import { billingKeys } from './keys'
import type { CreditTransaction } from './types'

/** TransactionsPage is one page of GET /api/user/credits/transactions, newest first. */
interface TransactionsPage {
  transactions: CreditTransaction[]
  /** Pass as cursor for the next page; null on the last. */
  nextCursor: string | null
}

/** TRANSACTIONS_PAGE rows load at a time. */
const TRANSACTIONS_PAGE = 20

/** transactionsQuery pages through the credit ledger; cached 10 minutes (product.md §7). */
const transactionsQuery = infiniteQueryOptions({
  queryKey: billingKeys.transactions,
  queryFn: async ({ pageParam, signal }): Promise<TransactionsPage> => {
    const params = new URLSearchParams({ limit: String(TRANSACTIONS_PAGE) })
    if (pageParam) params.set('cursor', pageParam)
    const res = await fetchWithTimeout(`/api/user/credits/transactions?${params}`, { signal })
    await throwIfResNotOk(res)
    const page = (await res.json()) as Partial<TransactionsPage>
    if (!Array.isArray(page.transactions)) throw new Error('Invalid response format')
    return { transactions: page.transactions, nextCursor: page.nextCursor ?? null }
  },
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
  staleTime: 10 * 60 * 1000,
})

/** useTransactions pages through the signed-in user's credit history (fetchNextPage for more). */
export function useTransactions() {
  return useInfiniteQuery(transactionsQuery)
}
