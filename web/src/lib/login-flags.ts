// Browser-stored login flags (product.md §3, §4, §9). An external (Google) login
// finishes in a popup or after a full-page round trip; these values tell the
// app that it happened and where to go next. The server's popup page may set
// the success flag too (same origin), under the same keys.

/** "true" once a login has just succeeded. */
export const LOGIN_SUCCESS_KEY = 'loginSuccess'
/** When that login succeeded (milliseconds since the epoch). */
export const LOGIN_TIMESTAMP_KEY = 'loginTimestamp'
/** "true" while a mobile Google login is away at the provider. */
export const LOGIN_IN_PROGRESS_KEY = 'googleLoginInProgress'
/** Where a mobile Google login should land when it comes back. */
export const LOGIN_RETURN_URL_KEY = 'googleLoginReturnUrl'
/** A separate return URL read after a mobile return (set by other flows). */
export const RETURN_URL_KEY = 'returnUrl'

/** How long the success flag counts as recent for each reader (product.md §9). */
export const LOGIN_FLAG_FRESH_MS = {
  currentUserQuery: 5_000,
  popupClosed: 60_000,
  mobileReturn: 120_000,
} as const

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function readFlag(key: string): string | null {
  return storage()?.getItem(key) ?? null
}

export function writeFlag(key: string, value: string): void {
  try {
    storage()?.setItem(key, value)
  } catch {
    // Storage full or blocked: the flows fall back to asking the server.
  }
}

export function removeFlags(...keys: string[]): void {
  const store = storage()
  for (const key of keys) store?.removeItem(key)
}

/** markLoginSuccess records that a login has just succeeded. */
export function markLoginSuccess(now: number = Date.now()): void {
  writeFlag(LOGIN_SUCCESS_KEY, 'true')
  writeFlag(LOGIN_TIMESTAMP_KEY, String(now))
}

/** loginSucceededWithin reports whether the success flag is set and younger than ms. */
export function loginSucceededWithin(ms: number, now: number = Date.now()): boolean {
  if (readFlag(LOGIN_SUCCESS_KEY) !== 'true') return false
  const at = Number(readFlag(LOGIN_TIMESTAMP_KEY))
  return Number.isFinite(at) && at > 0 && now - at >= 0 && now - at < ms
}

/** clearLoginSuccess removes the success flag and its timestamp. */
export function clearLoginSuccess(): void {
  removeFlags(LOGIN_SUCCESS_KEY, LOGIN_TIMESTAMP_KEY)
}
