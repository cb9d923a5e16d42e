import { useState } from 'react'
import { useRotation } from '../hooks/use-rotation'
import { SUGGESTION_GROUPS, SUGGESTION_ROTATION_MS } from '../lib/suggestions'

/**
 * SuggestionChips shows three prompt ideas at a time, the next three every
 * 5.5 s (product.md §2); a click fills the prompt. The rotation holds while the
 * pointer or focus is on the chips, so a chip never moves under a click.
 */
export function SuggestionChips({ onPick }: { onPick: (prompt: string) => void }) {
  const [held, setHeld] = useState(false)
  const [group] = useRotation(SUGGESTION_GROUPS.length, SUGGESTION_ROTATION_MS, !held)
  return (
    <div
      // Two rows' height on phones, so a group that wraps differently moves nothing below.
      className="flex min-h-[4.75rem] flex-wrap content-start items-center gap-2 sm:min-h-0"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span className="text-sm text-muted-foreground">Try:</span>
      <ul className="contents" data-testid="suggestions" data-group={group}>
        {SUGGESTION_GROUPS[group]!.map((prompt) => (
          <li key={prompt} className="animate-in fade-in duration-500">
            <button
              type="button"
              onClick={() => onPick(prompt)}
              className="rounded-full border bg-background/80 px-3 py-1 text-sm font-medium transition-colors hover:border-primary hover:text-primary"
            >
              {prompt}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
