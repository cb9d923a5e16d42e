import { queryOptions, useQuery } from '@tanstack/react-query'
import { fetchWithTimeout } from '@/lib/api-client'
import { SITE_LOGO_KEY } from '@/lib/site-settings'

/** The logo bundled with the app (public/logo.svg). */
export const BUNDLED_LOGO_URL = '/logo.svg'

interface SiteLogoResponse {
  success: boolean
  logoUrl: string
}

/**
 * getSiteLogo returns the admin-set logo URL, or "" when none is set. A
 * failure is only logged (product.md §8): the navbar shows the bundled logo.
 */
async function getSiteLogo({ signal }: { signal?: AbortSignal } = {}): Promise<string> {
  try {
    const res = await fetchWithTimeout('/api/site-settings/logo', { signal })
    if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`)
    const body = (await res.json()) as Partial<SiteLogoResponse>
    return body.success && typeof body.logoUrl === 'string' ? body.logoUrl.trim() : ''
  } catch (err) {
    // A cancelled query (its component unmounted) is no failure.
    if (!signal?.aborted) console.error('Failed to fetch site logo', err)
    return ''
  }
}

const siteLogoQuery = queryOptions({
  // Shared with the admin settings page, which refreshes it after an upload.
  queryKey: SITE_LOGO_KEY,
  queryFn: ({ signal }) => getSiteLogo({ signal }),
})

/** useSiteLogo returns the logo to show: the admin's, else the bundled one. */
export function useSiteLogo(): { url: string; isCustom: boolean } {
  const { data } = useQuery(siteLogoQuery)
  return data ? { url: data, isCustom: true } : { url: BUNDLED_LOGO_URL, isCustom: false }
}
