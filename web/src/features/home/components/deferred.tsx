import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'

interface Props {
  /** Holds the place (and height) until the children have loaded and rendered. */
  placeholder: ReactNode
  children: ReactNode
}

/** How near the viewport the placeholder must come for the children to load. */
const NEAR_VIEWPORT = '400px 0px'

/**
 * Deferred renders its (lazily loaded) children once their place comes near
 * the viewport, in a transition: below the fold, they cost nothing (code,
 * requests, measuring) while the page loads. Where IntersectionObserver is
 * missing, they render after the first paint.
 */
export function Deferred({ placeholder, children }: Props) {
  const [near, setNear] = useState(false)
  const place = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const show = () => startTransition(() => setNear(true))
    if (typeof IntersectionObserver !== 'function' || !place.current) {
      show()
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        show()
      },
      { rootMargin: NEAR_VIEWPORT },
    )
    observer.observe(place.current)
    return () => observer.disconnect()
  }, [])

  if (!near) return <div ref={place}>{placeholder}</div>
  return <Suspense fallback={placeholder}>{children}</Suspense>
}
