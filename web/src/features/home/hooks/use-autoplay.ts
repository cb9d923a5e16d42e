import { useEffect } from 'react'

/** CAROUSEL_AUTOPLAY_MS: the featured carousel moves on this often (product.md §9). */
export const CAROUSEL_AUTOPLAY_MS = 3000

/**
 * useAutoplay calls next every delay ms while running. Any change of running
 * (hover, focus, the pause button) restarts the wait, so a slide the user just
 * left is shown a full period before it moves.
 */
export function useAutoplay(next: (() => void) | undefined, running: boolean, delay = CAROUSEL_AUTOPLAY_MS): void {
  useEffect(() => {
    if (!next || !running) return
    const timer = setInterval(next, delay)
    return () => clearInterval(timer)
  }, [next, running, delay])
}
