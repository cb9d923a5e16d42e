import { useCallback, useSyncExternalStore } from 'react'

/** MOBILE_QUERY is the spec's mobile breakpoint, 768 px (product.md §9). */
export const MOBILE_QUERY = '(max-width: 768px)'

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
