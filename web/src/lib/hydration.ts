import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * useHydrated is false while React hydrates the component from prerendered
 * HTML and true otherwise (ADR 0013). Hooks that return fetched data gate it
 * on this: a section that hydrates after its data has arrived must first
 * render what the server rendered (nothing loaded), or React throws its HTML
 * away and renders it again. React renders once more with true right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
