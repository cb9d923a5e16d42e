import type { Generation } from '../api/types'

const STATE_TEXT: Record<Generation['state'], string> = {
  queued: 'Waiting for a free generator…',
  running: 'Painting 16 variations…',
  done: 'Done',
  failed: 'Failed',
}

/** GenerationProgress shows the server's real progress of a generation. */
export function GenerationProgress({ generation }: { generation: Generation | null }) {
  const progress = generation?.progress ?? 0
  const text = generation ? STATE_TEXT[generation.state] : 'Starting…'
  return (
    <div className="space-y-2" aria-live="polite">
      <div className="flex justify-between text-sm">
        <span>{text}</span>
        <span className="text-muted-foreground tabular-nums">{progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Generation progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-200" style={{ width: `${progress}%` }} />
      </div>
    </div>
  )
}
