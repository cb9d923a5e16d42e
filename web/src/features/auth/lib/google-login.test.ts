import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LOGIN_IN_PROGRESS_KEY, LOGIN_RETURN_URL_KEY, LOGIN_SUCCESS_KEY, LOGIN_TIMESTAMP_KEY, markLoginSuccess } from '@/lib/login-flags'
import { startGoogleLogin, type GoogleLoginDeps } from './google-login'

const ORIGIN = 'https://texelforge.test'
const T0 = 1_800_000_000_000

interface FakePopup {
  closed: boolean
  close: ReturnType<typeof vi.fn>
}

function setup({ mobile = false, blocked = false, signedIn = false } = {}) {
  const popup: FakePopup = { closed: false, close: vi.fn() }
  popup.close.mockImplementation(() => (popup.closed = true))
  const listeners = new Map<string, Set<(e: Event) => void>>()
  const on = (type: string) => listeners.get(type) ?? listeners.set(type, new Set()).get(type)!
  const open = vi.fn(() => (blocked ? null : (popup as unknown as Window)))
  const location = {
    origin: ORIGIN,
    pathname: '/showcase',
    search: '?sort=newest',
    assign: vi.fn(),
    reload: vi.fn(),
  }
  const fetchSignedIn = vi.fn(async () => signedIn)
  const deps: GoogleLoginDeps = {
    window: {
      open,
      addEventListener: ((type: string, l: (e: Event) => void) => on(type).add(l)) as Window['addEventListener'],
      removeEventListener: ((type: string, l: (e: Event) => void) => on(type).delete(l)) as Window['removeEventListener'],
      screenX: 100,
      screenY: 50,
      outerWidth: 1300,
      outerHeight: 900,
    },
    location,
    isMobile: () => mobile,
    fetchSignedIn,
    now: () => Date.now(),
  }
  const post = (data: unknown, origin = ORIGIN) => on('message').forEach((l) => l(new MessageEvent('message', { data, origin })))
  /** What another same-origin page (the popup's last page) writing localStorage looks like here. */
  const storageWrite = (key: string, value: string) => {
    localStorage.setItem(key, value)
    on('storage').forEach((l) => l(new StorageEvent('storage', { key, newValue: value })))
  }
  const listening = () => on('message').size + on('storage').size
  return { popup, open, location, fetchSignedIn, deps, post, storageWrite, listening }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(T0)
})

afterEach(() => {
  vi.useRealTimers()
})

describe('startGoogleLogin on desktop', () => {
  it('opens a centred 500x600 popup at /api/auth/google', () => {
    const { open, deps } = setup()
    startGoogleLogin({}, deps)
    expect(open).toHaveBeenCalledWith('/api/auth/google', 'texelforge-google-login', 'width=500,height=600,left=500,top=200')
  })

  it('closes the popup and reloads on the login-success message from the same origin only', () => {
    const { popup, location, deps, post, listening } = setup()
    startGoogleLogin({}, deps)
    post({ type: 'texelforge:login-success' }, 'https://evil.test')
    post({ type: 'something-else' })
    expect(location.reload).not.toHaveBeenCalled()
    post({ type: 'texelforge:login-success' })
    expect(popup.close).toHaveBeenCalled()
    expect(location.reload).toHaveBeenCalledTimes(1)
    expect(localStorage.getItem(LOGIN_SUCCESS_KEY)).toBe('true')
    expect(localStorage.getItem(LOGIN_TIMESTAMP_KEY)).toBe(String(T0))
    expect(listening()).toBe(0)
    vi.advanceTimersByTime(5000)
    expect(location.reload).toHaveBeenCalledTimes(1)
  })

  it('goes to redirectTo instead of reloading (from /auth: /dashboard)', () => {
    const { location, deps, post } = setup()
    startGoogleLogin({ redirectTo: '/dashboard' }, deps)
    post({ type: 'texelforge:login-success' })
    expect(location.assign).toHaveBeenCalledWith('/dashboard')
    expect(location.reload).not.toHaveBeenCalled()
  })

  it('starts polling after 1 s, every 500 ms, and reloads if the popup closed with a login under 60 s old', () => {
    const { popup, location, fetchSignedIn, deps } = setup()
    startGoogleLogin({}, deps)
    popup.closed = true
    markLoginSuccess(T0) // set by the popup page, say
    vi.advanceTimersByTime(1499)
    expect(location.reload).not.toHaveBeenCalled() // first poll is at 1 s + 500 ms
    vi.advanceTimersByTime(1)
    expect(location.reload).toHaveBeenCalledTimes(1)
    expect(fetchSignedIn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(5000)
    expect(location.reload).toHaveBeenCalledTimes(1)
  })

  it('keeps polling while the popup is open', () => {
    const { popup, location, fetchSignedIn, deps } = setup()
    startGoogleLogin({}, deps)
    vi.advanceTimersByTime(10_000)
    expect(fetchSignedIn).not.toHaveBeenCalled()
    popup.closed = true
    vi.advanceTimersByTime(500)
    expect(fetchSignedIn).toHaveBeenCalledTimes(1)
    expect(location.reload).not.toHaveBeenCalled()
  })

  it('ignores a login flag 60 s old and asks the server instead; reloads if signed in', async () => {
    const { popup, location, fetchSignedIn, deps } = setup({ signedIn: true })
    markLoginSuccess(T0)
    startGoogleLogin({}, deps)
    vi.setSystemTime(T0 + 60_000)
    popup.closed = true
    await vi.advanceTimersByTimeAsync(1500)
    expect(fetchSignedIn).toHaveBeenCalledTimes(1)
    expect(location.reload).toHaveBeenCalledTimes(1)
  })

  it('does nothing when the popup was closed without signing in', async () => {
    const { popup, location, fetchSignedIn, deps } = setup({ signedIn: false })
    startGoogleLogin({}, deps)
    popup.closed = true
    await vi.advanceTimersByTimeAsync(5000)
    expect(fetchSignedIn).toHaveBeenCalledTimes(1)
    expect(location.reload).not.toHaveBeenCalled()
    expect(location.assign).not.toHaveBeenCalled()
  })

  it('stops watching when told to', async () => {
    const { popup, fetchSignedIn, deps, listening } = setup()
    const stop = startGoogleLogin({}, deps)
    stop()
    popup.closed = true
    await vi.advanceTimersByTimeAsync(5000)
    expect(fetchSignedIn).not.toHaveBeenCalled()
    expect(listening()).toBe(0)
  })

  it('also finishes when the popup writes the success flag, even if it was cut off from this page', async () => {
    const { popup, location, fetchSignedIn, deps, storageWrite, listening } = setup()
    startGoogleLogin({}, deps)
    popup.closed = true // what a severed opener looks like from here
    await vi.advanceTimersByTimeAsync(1500)
    expect(fetchSignedIn).toHaveBeenCalledTimes(1) // nobody signed in yet
    expect(location.reload).not.toHaveBeenCalled()
    localStorage.setItem(LOGIN_SUCCESS_KEY, 'true') // stale from an earlier login: no event for this key
    storageWrite(LOGIN_TIMESTAMP_KEY, String(Date.now()))
    expect(location.reload).toHaveBeenCalledTimes(1)
    expect(listening()).toBe(0)
  })

  it('ignores unrelated or stale storage writes, and stops listening after 10 minutes', async () => {
    const { location, deps, storageWrite, listening } = setup()
    startGoogleLogin({}, deps)
    storageWrite('theme', 'dark')
    storageWrite(LOGIN_TIMESTAMP_KEY, String(Date.now() - 60_000))
    expect(location.reload).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000)
    expect(listening()).toBe(0)
  })
})

describe('startGoogleLogin on mobile', () => {
  it('stores the return URL and the in-progress flag, then navigates to the full-page login', () => {
    const { open, location, deps } = setup({ mobile: true })
    startGoogleLogin({}, deps)
    expect(open).not.toHaveBeenCalled()
    expect(localStorage.getItem(LOGIN_RETURN_URL_KEY)).toBe('/showcase?sort=newest')
    expect(localStorage.getItem(LOGIN_IN_PROGRESS_KEY)).toBe('true')
    expect(location.assign).toHaveBeenCalledWith('/api/auth/google?mobile=true&returnUrl=%2Fshowcase%3Fsort%3Dnewest')
  })

  it('returns to /dashboard when started from /auth', () => {
    const { location, deps } = setup({ mobile: true })
    startGoogleLogin({ redirectTo: '/dashboard' }, deps)
    expect(localStorage.getItem(LOGIN_RETURN_URL_KEY)).toBe('/dashboard')
    expect(location.assign).toHaveBeenCalledWith('/api/auth/google?mobile=true&returnUrl=%2Fdashboard')
  })

  it('falls back to the full-page login when the popup is blocked', () => {
    const { location, deps } = setup({ blocked: true })
    startGoogleLogin({}, deps)
    expect(localStorage.getItem(LOGIN_IN_PROGRESS_KEY)).toBe('true')
    expect(location.assign).toHaveBeenCalledWith(expect.stringContaining('/api/auth/google?mobile=true&returnUrl='))
  })
})
