import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'

// Tests under eslint-rules/ run in the node environment, without a DOM.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { cleanup } = await import('@testing-library/react')
  const { installMatchMedia } = await import('./match-media')
  const { server } = await import('./server')
  const { clearToasts } = await import('@/hooks/use-toast')

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())

  // jsdom has no layout observers; the carousel and radix's Switch need them to exist.
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
  window.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver
  window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver

  beforeEach(() => {
    installMatchMedia(false)
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
  })

  // Files share modules (vite.config.ts), so no module state may outlive a test.
  afterEach(() => {
    cleanup()
    clearToasts()
    window.localStorage.clear()
    document.documentElement.className = ''
    document.documentElement.removeAttribute('style')
  })
}
