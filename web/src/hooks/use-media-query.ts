import { useCallback, useSyncExternalStore } from 'react'

/** useMediaQuery is whether the CSS media query matches now, updated as it changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const media = window.matchMedia?.(query)
      media?.addEventListener('change', listener)
      return () => media?.removeEventListener('change', listener)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  )
}

/** prefersReducedMotion is whether the user asked for less motion (autoplay and rotations then hold). */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
