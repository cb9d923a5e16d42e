/**
 * PageFallback holds the page's place while its code loads on first visit. It
 * fills the screen, so the footer is not shown and then pushed down (layout shift).
 */
export function PageFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center" aria-busy="true">
      <span className="sr-only">Loading…</span>
    </div>
  )
}
