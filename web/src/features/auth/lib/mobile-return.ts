// The start-up check for coming back from a mobile (full-page) Google login
// (product.md §2, §4): runs once, before the first render.
import {
  LOGIN_FLAG_FRESH_MS,
  LOGIN_IN_PROGRESS_KEY,
  LOGIN_RETURN_URL_KEY,
  loginSucceededWithin,
  markLoginSuccess,
  readFlag,
  removeFlags,
  RETURN_URL_KEY,
} from '@/lib/login-flags'

export interface MobileReturnDeps {
  location: Pick<Location, 'href' | 'origin' | 'replace'>
  /** Asks the server (GET /api/user); resolves true when signed in. */
  fetchSignedIn: () => Promise<boolean>
  now: () => number
}

/** safeReturnPath keeps a same-origin path ("/dashboard?x=1"), or null. */
export function safeReturnPath(value: string | null, origin: string): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null
  try {
    const url = new URL(value, origin)
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null
  } catch {
    return null
  }
}

/**
 * checkMobileLoginReturn runs when a mobile Google login is in progress. A
 * login flag younger than 2 minutes (or ?login=success in the URL, which
 * sets it) goes to the stored return URL; this fresh page load stands in for
 * the spec's reload when the browser is already there. Otherwise the server
 * is asked for the current user, and a signed-in user goes to the return URL.
 * Returns where it sent the browser, or null.
 */
export async function checkMobileLoginReturn(deps: MobileReturnDeps): Promise<string | null> {
  if (readFlag(LOGIN_IN_PROGRESS_KEY) !== 'true') return null
  const stored = readFlag(LOGIN_RETURN_URL_KEY) ?? readFlag(RETURN_URL_KEY)
  removeFlags(LOGIN_IN_PROGRESS_KEY, LOGIN_RETURN_URL_KEY, RETURN_URL_KEY)

  const here = new URL(deps.location.href)
  if (here.searchParams.get('login') === 'success') markLoginSuccess(deps.now())
  const target = safeReturnPath(stored, deps.location.origin)
  const go = () => {
    if (!target || target === `${here.pathname}${here.search}${here.hash}` || target === here.pathname) return null
    deps.location.replace(target)
    return target
  }

  if (loginSucceededWithin(LOGIN_FLAG_FRESH_MS.mobileReturn, deps.now())) return go()
  return (await deps.fetchSignedIn()) ? go() : null
}
