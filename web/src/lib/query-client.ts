import { QueryClient, type DefaultOptions } from '@tanstack/react-query'
import { getQueryFn } from './api-client'

/**
 * queryDefaults match the spec (§7): the default fetcher GETs the query key,
 * nothing is retried, nothing refetches on focus or on an interval, and data
 * never goes stale unless a query says otherwise.
 */
const queryDefaults = {
  queries: {
    queryFn: getQueryFn({ on401: 'throw' }),
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    staleTime: Infinity,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions

/** createQueryClient returns a client with queryDefaults; tests make a fresh one each. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults })
}
