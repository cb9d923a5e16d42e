// Google sign-in, client side (product.md §4 "Google login, desktop/mobile", §9).
//
// Desktop: a 500x600 popup opens at /api/auth/google. When the popup posts
// {type: 'texelforge:login-success'} the popup is closed and the page
// reloads. From 1 s on, the popup is polled every 500 ms; once it is closed,
// a login-success flag younger than 60 s reloads the page, otherwise the
// server is asked for the current user and the page reloads if there is one.
//
// As a fallback the opener also watches localStorage: the popup's last page
// sets the success flag, and the storage event reaches this page even when
// the browser has cut the popup off from its opener (then popup.closed reads
// true early, and the popup cannot post its message).
//
// Mobile (or a blocked popup): the return URL and an in-progress flag are
// stored and the browser goes to /api/auth/google?mobile=true&returnUrl=...;
// checkMobileLoginReturn (mobile-return.ts) finishes on the way back.
import { MOBILE_QUERY } from '@/hooks/use-media-query'
import {
  LOGIN_FLAG_FRESH_MS,
  LOGIN_IN_PROGRESS_KEY,
  LOGIN_RETURN_URL_KEY,
  LOGIN_SUCCESS_KEY,
  LOGIN_TIMESTAMP_KEY,
  loginSucceededWithin,
  markLoginSuccess,
  writeFlag,
} from '@/lib/login-flags'

const GOOGLE_LOGIN_URL = '/api/auth/google'
const LOGIN_SUCCESS_MESSAGE = 'texelforge:login-success'
const POPUP_WIDTH = 500
const POPUP_HEIGHT = 600
const POLL_DELAY_MS = 1000
const POLL_INTERVAL_MS = 500
/** How long the storage fallback listens: the server's sign-in flow lasts 10 minutes. */
const STORAGE_WATCH_MS = 10 * 60 * 1000

/** What the flow needs from the browser; tests pass fakes. */
export interface GoogleLoginDeps {
  window: Pick<Window, 'open' | 'addEventListener' | 'removeEventListener' | 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>
  location: Pick<Location, 'origin' | 'pathname' | 'search' | 'assign' | 'reload'>
  isMobile: () => boolean
  /** Resolves true when GET /api/user answers with a user. */
  fetchSignedIn: () => Promise<boolean>
  now: () => number
}

export interface GoogleLoginOptions {
  /** Where to land when done: /auth passes "/dashboard"; the dialog reloads the page it is on. */
  redirectTo?: string
}

/** isMobileDevice: a narrow screen or a phone or tablet browser. */
function isMobileDevice(): boolean {
  const narrow = window.matchMedia?.(MOBILE_QUERY).matches === true
  return narrow || /Android|iPhone|iPad|iPod|Mobile/i.test(window.navigator.userAgent)
}

async function fetchSignedIn(): Promise<boolean> {
  try {
    const res = await fetch('/api/user', { credentials: 'include', cache: 'no-store' })
    if (!res.ok) return false
    const body = (await res.json()) as { success?: boolean; user?: unknown }
    return body.success === true && Boolean(body.user)
  } catch {
    return false
  }
}

function browserDeps(): GoogleLoginDeps {
  return { window, location: window.location, isMobile: isMobileDevice, fetchSignedIn, now: () => Date.now() }
}

/** mobileLoginUrl is where the browser goes for a full-page Google login. */
function mobileLoginUrl(returnUrl: string): string {
  return `${GOOGLE_LOGIN_URL}?mobile=true&returnUrl=${encodeURIComponent(returnUrl)}`
}

function popupFeatures(win: GoogleLoginDeps['window']): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - POPUP_WIDTH) / 2))
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - POPUP_HEIGHT) / 2))
  return `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`
}

let stopActive: (() => void) | null = null

/**
 * startGoogleLogin begins a Google sign-in and returns a function that stops
 * watching the popup (the popup itself stays open).
 */
export function startGoogleLogin(options: GoogleLoginOptions = {}, deps: GoogleLoginDeps = browserDeps()): () => void {
  stopActive?.()
  const { location } = deps
  const finish = () => (options.redirectTo ? location.assign(options.redirectTo) : location.reload())

  const goFullPage = () => {
    writeFlag(LOGIN_RETURN_URL_KEY, options.redirectTo ?? `${location.pathname}${location.search}`)
    writeFlag(LOGIN_IN_PROGRESS_KEY, 'true')
    location.assign(mobileLoginUrl(options.redirectTo ?? `${location.pathname}${location.search}`))
  }

  if (deps.isMobile()) {
    goFullPage()
    return () => {}
  }
  const popup = deps.window.open(GOOGLE_LOGIN_URL, 'texelforge-google-login', popupFeatures(deps.window))
  if (!popup) {
    goFullPage() // popup blocked: the full-page flow still works
    return () => {}
  }

  let interval: ReturnType<typeof setInterval> | undefined
  let stopped = false
  // Stops watching the popup; the storage fallback keeps listening.
  const stopPolling = () => {
    stopped = true
    clearTimeout(delay)
    clearInterval(interval)
    deps.window.removeEventListener('message', onMessage)
  }
  const stop = () => {
    stopPolling()
    clearTimeout(storageExpiry)
    deps.window.removeEventListener('storage', onStorage)
    if (stopActive === stop) stopActive = null
  }
  const succeed = () => {
    stop()
    popup.close()
    finish()
  }

  function onMessage(event: MessageEvent) {
    if (event.origin !== location.origin) return
    const data: unknown = event.data
    if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== LOGIN_SUCCESS_MESSAGE) return
    markLoginSuccess(deps.now())
    succeed()
  }

  function onStorage(event: StorageEvent) {
    // Writing "true" over a stale "true" fires no event; the new timestamp does.
    if (event.key !== LOGIN_SUCCESS_KEY && event.key !== LOGIN_TIMESTAMP_KEY) return
    if (loginSucceededWithin(LOGIN_FLAG_FRESH_MS.popupClosed, deps.now())) succeed()
  }

  const poll = () => {
    if (!popup.closed) return
    stopPolling()
    if (loginSucceededWithin(LOGIN_FLAG_FRESH_MS.popupClosed, deps.now())) {
      succeed()
      return
    }
    void deps.fetchSignedIn().then((signedIn) => {
      if (signedIn) succeed()
    })
  }

  deps.window.addEventListener('message', onMessage)
  deps.window.addEventListener('storage', onStorage)
  const delay = setTimeout(() => {
    if (!stopped) interval = setInterval(poll, POLL_INTERVAL_MS)
  }, POLL_DELAY_MS)
  const storageExpiry = setTimeout(stop, STORAGE_WATCH_MS)
  stopActive = stop
  return stop
}
