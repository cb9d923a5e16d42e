// Page titles and descriptions from routes.json, the one table of page
// routes that the Go server also reads (server-rendered head, 404 status).
import { swapSiteName } from '@/lib/site-settings'
import table from './routes.json'

interface RouteMeta {
  path: string
  title: string
  description: string
}

export interface RoutesTable {
  siteName: string
  notFound: Omit<RouteMeta, 'path'>
  routes: RouteMeta[]
}

export const ROUTES_TABLE: RoutesTable = table

function segments(path: string): string[] {
  return path.split('/').filter(Boolean)
}

/** pathMatches reports whether pathname fits pattern ("/blog/:slug"); a trailing slash is ignored. */
export function pathMatches(pattern: string, pathname: string): boolean {
  const want = segments(pattern)
  const got = segments(pathname)
  if (want.length !== got.length) return false
  return want.every((part, i) => part.startsWith(':') || part === got[i])
}

/** routeMetaFor returns the route's title and description, or the not-found ones. */
export function routeMetaFor(pathname: string, routesTable: RoutesTable = ROUTES_TABLE) {
  const route = routesTable.routes.find((r) => pathMatches(r.path, pathname))
  return route ? { ...route, found: true } : { ...routesTable.notFound, path: pathname, found: false }
}

function setMeta(selector: string, attrs: Record<string, string>, content: string, create: boolean): void {
  let el = document.head.querySelector<HTMLMetaElement>(selector)
  if (!el) {
    if (!create) return
    el = document.createElement('meta')
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v)
    document.head.appendChild(el)
  }
  el.setAttribute('content', content)
}

/**
 * applyRouteMeta sets document.title (naming the site siteName) and the meta
 * description for pathname, and keeps the server-rendered canonical link and
 * Open Graph tags in step during client-side navigation.
 */
export function applyRouteMeta(pathname: string, siteName = ROUTES_TABLE.siteName): void {
  const meta = routeMetaFor(pathname)
  const title = swapSiteName(meta.title, ROUTES_TABLE.siteName, siteName)
  document.title = title
  setMeta('meta[name="description"]', { name: 'description' }, meta.description, true)
  setMeta('meta[property="og:title"]', { property: 'og:title' }, title, false)
  setMeta('meta[property="og:description"]', { property: 'og:description' }, meta.description, false)
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (canonical) {
    const url = new URL(canonical.href, window.location.origin)
    url.pathname = pathname
    url.search = ''
    url.hash = ''
    canonical.href = url.toString()
    setMeta('meta[property="og:url"]', { property: 'og:url' }, url.toString(), false)
  }
}

/**
 * applyNotFoundMeta gives the page the not-found title and description: a page
 * that answers as the 404 page for this visitor (the admin area for anyone but
 * an admin) must not name itself in the tab.
 */
export function applyNotFoundMeta(siteName = ROUTES_TABLE.siteName): void {
  document.title = swapSiteName(ROUTES_TABLE.notFound.title, ROUTES_TABLE.siteName, siteName)
  setMeta('meta[name="description"]', { name: 'description' }, ROUTES_TABLE.notFound.description, true)
}
