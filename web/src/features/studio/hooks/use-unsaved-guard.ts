import { useEffect } from 'react'
import { useBlocker } from 'react-router'

/**
 * useUnsavedGuard protects unsaved edits while dirty: the browser asks before
 * the tab is closed or reloaded, and in-app navigation to another page is
 * held (blocker.state === 'blocked') until the user proceeds or resets.
 * Changes of the query alone (?prompt=, ?texture=) stay on the page and pass.
 * Needs a data router.
 */
export function useUnsavedGuard(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname)

  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault()
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [dirty])

  return blocker
}
