import { Sparkles } from 'lucide-react'
import { SpriteTile } from './sprite-tile'

const PROMPT = 'mossy cobblestone'
/** The generator's sixteen variations of PROMPT (built-in engine, seed 7), as one 4x4 sheet. */
const SHEET = '/landing/mossy-cobblestone-16.png'

/** SampleVariations shows what one prompt gives: sixteen variations of one block. */
export function SampleVariations() {
  return (
    <figure className="relative mx-auto w-fit rounded-2xl border bg-card p-4 text-card-foreground shadow-xl shadow-primary/10 sm:p-5">
      {/* w-0 min-w-full: the prompt never widens the card beyond the tile grid. */}
      <div className="mb-4 flex w-0 min-w-full items-center gap-2 rounded-lg border bg-background px-3 py-2 text-sm">
        <Sparkles className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="truncate">{PROMPT}</span>
        <span className="ml-auto shrink-0 rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">Block</span>
      </div>
      <div className="grid grid-cols-4 gap-2">
        {Array.from({ length: 16 }, (_, i) => (
          <div key={i} className={i === 5 ? 'rounded-md ring-2 ring-primary ring-offset-2 ring-offset-card' : ''}>
            <SpriteTile sheet={SHEET} cols={4} rows={4} index={i} className="size-16 rounded-[3px] sm:size-20" />
          </div>
        ))}
      </div>
      <figcaption className="mt-4 flex w-0 min-w-full items-center justify-between gap-4 text-xs text-muted-foreground">
        <span>16 variations from one prompt</span>
        <span className="font-mono">1 credit</span>
      </figcaption>
    </figure>
  )
}
