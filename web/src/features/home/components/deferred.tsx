import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react'

interface Props {
  /** Holds the place (and height) until the children have loaded and rendered. */
  placeholder: ReactNode
  children: ReactNode
}

/**
 * Deferred renders its (lazily loaded) children after the first paint, in a
 * transition: the landing page paints its hero first, and the sections below
 * render in slices instead of one long task.
 */
export function Deferred({ placeholder, children }: Props) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    startTransition(() => setMounted(true))
  }, [])
  return <Suspense fallback={placeholder}>{mounted ? children : placeholder}</Suspense>
}
