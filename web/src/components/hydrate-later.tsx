import { Suspense, type ReactNode } from 'react'

/**
 * HydrateLater marks a part of a prerendered page that React may hydrate
 * after the rest, in short slices: a Suspense boundary (ADR 0013). Nothing in
 * it suspends, so it changes nothing when the page renders in the browser.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
