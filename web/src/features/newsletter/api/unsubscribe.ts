import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest, type MessageResponse } from '@/lib/api-client'

/** UnsubscribeStatus is GET /api/newsletter/unsubscribe's body: the link's address, partly hidden. */
export interface UnsubscribeStatus {
  success: boolean
  message: string
  /** Such as "f***@example.com". */
  email: string
  subscribed: boolean
}

/** The server's answer for an unknown or malformed unsubscribe token. */
export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is invalid or has expired.'

const url = (token: string) => `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`

const unsubscribeKeys = {
  status: (token: string) => ['/api/newsletter/unsubscribe', token] as const,
}

/** unsubscribeStatusQuery reads the link's address and whether it is on the list; reading changes nothing. */
const unsubscribeStatusQuery = (token: string) =>
  queryOptions({
    queryKey: unsubscribeKeys.status(token),
    queryFn: async ({ signal }) => (await (await apiRequest('GET', url(token), undefined, { signal })).json()) as UnsubscribeStatus,
    enabled: token !== '',
  })

export function useUnsubscribeStatus(token: string) {
  return useQuery(unsubscribeStatusQuery(token))
}

/** unsubscribe takes the link's address off the list; doing it twice is fine. */
async function unsubscribe(token: string): Promise<MessageResponse> {
  const res = await apiRequest('POST', url(token))
  return (await res.json()) as MessageResponse
}

export function useUnsubscribe() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unsubscribe,
    onSuccess: (_data, token) => queryClient.invalidateQueries({ queryKey: unsubscribeKeys.status(token) }),
  })
}
