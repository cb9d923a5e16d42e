// Cookie consent as stored in localStorage (product.md §3, §4). The cookie policy
// (features/legal/content/cookies.md) names these keys; keep them in step.

const COOKIE_CONSENT_KEY = 'cookieConsent'
const COOKIE_CONSENT_DATE_KEY = 'cookieConsentDate'
const ANALYTICS_DISABLED_KEY = 'analyticsDisabled'

/** The banner appears this long after load when no consent is stored (product.md §9). */
export const BANNER_DELAY_MS = 1500

/** Dispatched on window to open the banner again (the footer's "Cookie settings"). */
export const OPEN_COOKIE_SETTINGS_EVENT = 'texelforge:cookie-settings'

export type ConsentChoice = 'all' | 'essential'

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** hasStoredConsent is true once either choice has been saved. */
export function hasStoredConsent(): boolean {
  return Boolean(storage()?.getItem(COOKIE_CONSENT_KEY))
}

/**
 * saveConsent stores the choice: "all" -> cookieConsent "true"; "essential"
 * -> cookieConsent "essential" and analyticsDisabled "true". Both record
 * cookieConsentDate as an ISO date.
 */
export function saveConsent(choice: ConsentChoice, now: Date = new Date()): void {
  const store = storage()
  if (!store) return
  if (choice === 'all') {
    store.setItem(COOKIE_CONSENT_KEY, 'true')
    store.removeItem(ANALYTICS_DISABLED_KEY)
  } else {
    store.setItem(COOKIE_CONSENT_KEY, 'essential')
    store.setItem(ANALYTICS_DISABLED_KEY, 'true')
  }
  store.setItem(COOKIE_CONSENT_DATE_KEY, now.toISOString())
}

/** openCookieSettings shows the banner again so the choice can be changed. */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))
}

/** analyticsAllowed is true only after "Accept All" (cookieConsent "true"). */
export function analyticsAllowed(): boolean {
  return storage()?.getItem(COOKIE_CONSENT_KEY) === 'true'
}
