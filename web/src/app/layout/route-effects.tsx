import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { recordPageView } from '@/features/analytics/api/record-page-view'
import { analyticsAllowed } from '@/features/cookie-consent/lib/consent'
import { applyRouteMeta, routeMetaFor } from '../route-meta'

/**
 * RouteEffects sets the page's title and description, scrolls to the top and,
 * with analytics consent, counts a page view on every route change.
 */
export function RouteEffects() {
  const { pathname, hash } = useLocation()

  useEffect(() => {
    applyRouteMeta(pathname)
    if (analyticsAllowed() && routeMetaFor(pathname).found) void recordPageView(pathname)
  }, [pathname])

  useEffect(() => {
    if (hash) return
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname, hash])

  return null
}
