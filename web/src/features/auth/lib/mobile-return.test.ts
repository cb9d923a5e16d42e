import { beforeEach, describe, expect, it, vi } from 'vitest'
import { LOGIN_IN_PROGRESS_KEY, LOGIN_RETURN_URL_KEY, LOGIN_SUCCESS_KEY, markLoginSuccess, RETURN_URL_KEY } from '@/lib/login-flags'
import { checkMobileLoginReturn, safeReturnPath } from './mobile-return'

const ORIGIN = 'https://texelforge.test'
const T0 = 1_800_000_000_000

function deps(href: string, { signedIn = false, now = T0 } = {}) {
  return {
    location: { href: `${ORIGIN}${href}`, origin: ORIGIN, replace: vi.fn() },
    fetchSignedIn: vi.fn(async () => signedIn),
    now: () => now,
  }
}

function startedMobileLogin(returnUrl: string) {
  localStorage.setItem(LOGIN_IN_PROGRESS_KEY, 'true')
  localStorage.setItem(LOGIN_RETURN_URL_KEY, returnUrl)
}

beforeEach(() => localStorage.clear())

describe('checkMobileLoginReturn', () => {
  it('does nothing without a login in progress', async () => {
    const d = deps('/?login=success')
    expect(await checkMobileLoginReturn(d)).toBeNull()
    expect(d.fetchSignedIn).not.toHaveBeenCalled()
    expect(localStorage.getItem(LOGIN_SUCCESS_KEY)).toBeNull()
  })

  it('goes to the stored return URL when the login flag is under 2 minutes old, and clears the flags', async () => {
    startedMobileLogin('/showcase?sort=newest')
    markLoginSuccess(T0 - 119_000)
    const d = deps('/')
    expect(await checkMobileLoginReturn(d)).toBe('/showcase?sort=newest')
    expect(d.location.replace).toHaveBeenCalledWith('/showcase?sort=newest')
    expect(d.fetchSignedIn).not.toHaveBeenCalled()
    expect(localStorage.getItem(LOGIN_IN_PROGRESS_KEY)).toBeNull()
    expect(localStorage.getItem(LOGIN_RETURN_URL_KEY)).toBeNull()
  })

  it('treats ?login=success as a fresh login flag', async () => {
    startedMobileLogin('/dashboard')
    const d = deps('/?login=success')
    expect(await checkMobileLoginReturn(d)).toBe('/dashboard')
    expect(localStorage.getItem(LOGIN_SUCCESS_KEY)).toBe('true')
  })

  it('stays put when the browser is already at the return URL (this load is the reload)', async () => {
    startedMobileLogin('/dashboard')
    const d = deps('/dashboard?login=success')
    expect(await checkMobileLoginReturn(d)).toBeNull()
    expect(d.location.replace).not.toHaveBeenCalled()
  })

  it('asks the server when the flag is 2 minutes old, and goes on only if signed in', async () => {
    startedMobileLogin('/dashboard')
    markLoginSuccess(T0 - 120_000)
    const out = deps('/', { signedIn: false })
    expect(await checkMobileLoginReturn(out)).toBeNull()
    expect(out.fetchSignedIn).toHaveBeenCalledTimes(1)
    expect(out.location.replace).not.toHaveBeenCalled()

    startedMobileLogin('/dashboard')
    const inside = deps('/', { signedIn: true })
    expect(await checkMobileLoginReturn(inside)).toBe('/dashboard')
  })

  it('falls back to the separate returnUrl key', async () => {
    localStorage.setItem(LOGIN_IN_PROGRESS_KEY, 'true')
    localStorage.setItem(RETURN_URL_KEY, '/showcase')
    markLoginSuccess(T0)
    const d = deps('/')
    expect(await checkMobileLoginReturn(d)).toBe('/showcase')
    expect(localStorage.getItem(RETURN_URL_KEY)).toBeNull()
  })

  it('never leaves the site', async () => {
    for (const evil of ['https://evil.test/x', '//evil.test/x', 'javascript:alert(1)']) {
      startedMobileLogin(evil)
      markLoginSuccess(T0)
      const d = deps('/')
      expect(await checkMobileLoginReturn(d)).toBeNull()
      expect(d.location.replace).not.toHaveBeenCalled()
    }
  })
})

describe('safeReturnPath', () => {
  it('keeps same-origin paths only', () => {
    expect(safeReturnPath('/a?b=1#c', ORIGIN)).toBe('/a?b=1#c')
    expect(safeReturnPath('/\\evil.test', ORIGIN)).toBeNull()
    expect(safeReturnPath(null, ORIGIN)).toBeNull()
  })
})
