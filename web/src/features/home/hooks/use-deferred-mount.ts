import { startTransition, useEffect, useState } from 'react'

/**
 * useDeferredMount is false for the first render and true soon after, set in a
 * transition: what it gates renders in small slices after the first paint, so
 * the sections below the hero never block the main thread in one long task.
 */
export function useDeferredMount(): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    startTransition(() => setMounted(true))
  }, [])
  return mounted
}
