import { FlaskConical } from 'lucide-react'

/** TestModeBanner labels the built-in checkout (decisions.md: "Test mode - no real payment"). */
export function TestModeBanner() {
  return (
    <p
      role="note"
      className="flex items-center gap-2 rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 font-semibold text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <FlaskConical className="size-5 shrink-0" aria-hidden="true" />
      Test mode - no real payment
    </p>
  )
}
