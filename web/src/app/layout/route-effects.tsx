import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { recordPageView } from '@/features/analytics/api/record-page-view'
import { analyticsAllowed } from '@/features/cookie-consent/lib/consent'
import { swapSiteName, useSiteName } from '@/lib/site-settings'
import { applyRouteMeta, routeMetaFor } from '../route-meta'

/** keepsScroll: a link may pass state {keepScroll: true} when the new path opens a dialog over the same page. */
function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepScroll' in state
}

/**
 * RouteEffects sets the page's title and description, scrolls to the top (unless the link keeps the scroll) and,
 * with analytics consent, counts a page view on every route change.
 */
export function RouteEffects() {
  const { pathname, hash, state } = useLocation()
  const siteName = useSiteName()
  // The site name the title carries now.
  const titled = useRef(siteName)

  // A layout effect, so a page's own effects may then name what it shows (a showcase texture).
  useLayoutEffect(() => {
    applyRouteMeta(pathname, titled.current)
    if (analyticsAllowed() && routeMetaFor(pathname).found) void recordPageView(pathname)
  }, [pathname])

  // A name that arrives later (loaded, or saved by an admin) is swapped in, keeping a page's own title.
  useLayoutEffect(() => {
    document.title = swapSiteName(document.title, titled.current, siteName)
    titled.current = siteName
  }, [siteName])

  useEffect(() => {
    // "#top" (the plan links, /checkout/pro#top) means the top of the page; another hash is an in-page anchor.
    if ((hash && hash !== '#top') || keepsScroll(state)) return
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    // The state only matters with the path it came with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, hash])

  return null
}
