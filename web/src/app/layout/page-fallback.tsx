/** PageFallback holds the page's place while its code loads on first visit. */
export function PageFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" aria-busy="true">
      <span className="sr-only">Loading…</span>
    </div>
  )
}
