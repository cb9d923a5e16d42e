// The public site settings (GET /api/site-settings, docs/admin-api.md): the
// navbar, the page titles and the payments pages read them, the admin
// settings page changes them and refreshes these keys.
import { queryOptions, useQuery } from '@tanstack/react-query'

/** DEFAULT_SITE_NAME is the product's name until an admin sets siteName (and the name routes.json's titles carry). */
export const DEFAULT_SITE_NAME = 'Texelforge'

/** The cache keys of the public settings; a key is its URL (the default fetcher GETs it). */
export const SITE_SETTINGS_KEY = ['/api/site-settings'] as const
export const SITE_LOGO_KEY = ['/api/site-settings/logo'] as const

/** SiteSettingsResponse is GET /api/site-settings; a flag may come as a boolean or as 'true'/'false' (product.md §3). */
interface SiteSettingsResponse {
  success: boolean
  data?: {
    settings?: {
      siteName?: string
      logoUrl?: string
      hideCreditPackagesSection?: boolean | string
      registrationOpen?: boolean | string
    }
  }
}

/** siteSettingsQuery is the one query of the public settings, cached 5 minutes. */
const siteSettingsQuery = queryOptions<SiteSettingsResponse>({ queryKey: SITE_SETTINGS_KEY, staleTime: 5 * 60 * 1000 })

/** useSiteName is the site's name as admins set it, DEFAULT_SITE_NAME while unknown or unreadable. */
export function useSiteName(): string {
  const { data } = useQuery(siteSettingsQuery)
  return data?.data?.settings?.siteName?.trim() || DEFAULT_SITE_NAME
}

/**
 * swapSiteName puts `to` where a page title names the site `from`: the
 * "Page | Site" suffix, or the home page's "Site | tagline" prefix. Other
 * titles, and words that merely contain the name, are left alone.
 */
export function swapSiteName(title: string, from: string, to: string): string {
  if (from === to) return title
  if (title === from) return to
  if (title.endsWith(` | ${from}`)) return title.slice(0, title.length - from.length) + to
  if (title.startsWith(`${from} | `)) return to + title.slice(from.length)
  return title
}
