// A controllable window.matchMedia for jsdom, which has none.

type Listener = (event: MediaQueryListEvent) => void

interface FakeMedia {
  /** setDark flips prefers-color-scheme and notifies listeners. */
  setDark(dark: boolean): void
}

export function installMatchMedia(initialDark: boolean): FakeMedia {
  let dark = initialDark
  const listeners = new Set<Listener>()
  const matches = (query: string) => (query.includes('prefers-color-scheme: dark') ? dark : false)
  window.matchMedia = (query: string): MediaQueryList => {
    const mql = {
      media: query,
      get matches() {
        return matches(query)
      },
      onchange: null,
      addEventListener: (_: string, l: Listener) => listeners.add(l),
      removeEventListener: (_: string, l: Listener) => listeners.delete(l),
      addListener: (l: Listener) => listeners.add(l),
      removeListener: (l: Listener) => listeners.delete(l),
      dispatchEvent: () => true,
    }
    return mql as unknown as MediaQueryList
  }
  return {
    setDark(next) {
      dark = next
      for (const l of [...listeners]) l({ matches: next } as MediaQueryListEvent)
    },
  }
}
