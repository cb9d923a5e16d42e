// Runs public/start-after-paint.js, the prerendered landing page's loader.
import { afterEach, describe, expect, it, vi } from 'vitest'
import script from '../../public/start-after-paint.js?raw'

/** Runs the loader as if from <script data-entry=... data-preload=...>. */
function runLoader() {
  const tag = document.createElement('script')
  tag.setAttribute('data-entry', '/assets/index-1.js')
  tag.setAttribute('data-preload', '/assets/home-1.js /assets/below-fold-1.js')
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true })
  new Function(script)()
}

const started = () => ({
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
  entries: [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
})

afterEach(() => {
  document.head.innerHTML = ''
  Reflect.deleteProperty(document, 'currentScript')
  vi.useRealTimers()
})

describe('public/start-after-paint.js', () => {
  it('adds the preloads and the entry once the first contentful paint is reported, once', () => {
    vi.useFakeTimers()
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | undefined
    class FakePaintObserver {
      static supportedEntryTypes = ['paint']
      constructor(callback: typeof report) {
        report = callback
      }
      observe() {}
    }
    vi.stubGlobal('PerformanceObserver', FakePaintObserver)
    runLoader()
    expect(started().entries).toEqual([])

    const observer = { disconnect: vi.fn() }
    report?.({ getEntriesByName: () => [] }, observer) // first-paint only: not yet
    expect(started().entries).toEqual([])
    report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, observer)
    expect(started()).toEqual({
      preloads: ['/assets/home-1.js', '/assets/below-fold-1.js'],
      entries: ['/assets/index-1.js'],
    })
    expect(observer.disconnect).toHaveBeenCalled()

    vi.advanceTimersByTime(5000) // the background-tab fallback does not start it again
    expect(started().entries).toHaveLength(1)
  })

  it('starts after 3 s when no paint is reported (a background tab)', () => {
    vi.useFakeTimers()
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint']
        observe() {}
      },
    )
    runLoader()
    vi.advanceTimersByTime(2999)
    expect(started().entries).toEqual([])
    vi.advanceTimersByTime(1)
    expect(started().entries).toEqual(['/assets/index-1.js'])
  })

  it('starts after the next frame where paint timing is missing', () => {
    vi.useFakeTimers()
    vi.stubGlobal('PerformanceObserver', undefined)
    runLoader()
    expect(started().entries).toEqual([])
    vi.advanceTimersByTime(50) // the frame, then the timeout after it
    expect(started().entries).toEqual(['/assets/index-1.js'])
  })
})
