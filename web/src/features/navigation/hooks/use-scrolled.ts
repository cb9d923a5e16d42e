import { useSyncExternalStore } from 'react'

/** The navbar changes its background after scrolling more than this (product.md §9). */
const SCROLL_THRESHOLD_PX = 10

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

/** useScrolled is true once the page is scrolled more than threshold pixels. */
export function useScrolled(threshold = SCROLL_THRESHOLD_PX): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  )
}
