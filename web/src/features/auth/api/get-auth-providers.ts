import { queryOptions, useQuery } from '@tanstack/react-query'
import { fetchWithTimeout } from '@/lib/api-client'

interface AuthProvidersResponse {
  success: boolean
  google: boolean
}

/** getAuthProviders says which external logins are configured; a failure means none. */
async function getAuthProviders({ signal }: { signal?: AbortSignal } = {}): Promise<{ google: boolean }> {
  try {
    const res = await fetchWithTimeout('/api/auth/providers', { signal })
    if (!res.ok) return { google: false }
    const body = (await res.json()) as Partial<AuthProvidersResponse>
    return { google: body.success === true && body.google === true }
  } catch {
    return { google: false }
  }
}

const authProvidersQuery = queryOptions({
  queryKey: ['/api/auth/providers'] as const,
  queryFn: ({ signal }) => getAuthProviders({ signal }),
})

/** useGoogleEnabled is true only when the server has Google sign-in configured (decisions.md). */
export function useGoogleEnabled(): boolean {
  return useQuery(authProvidersQuery).data?.google === true
}
