import { apiRequest } from '@/lib/api-client'

/**
 * recordPageView counts one view of a page route, first party (the server
 * ignores paths that are not page routes). Call it only with analytics
 * consent. A failure is only logged: counting must never disturb the page.
 */
export async function recordPageView(path: string): Promise<void> {
  try {
    await apiRequest('POST', '/api/analytics/page-view', { path })
  } catch (err) {
    console.warn('Page view not recorded', err)
  }
}
