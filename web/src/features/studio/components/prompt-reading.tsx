import type { KindChoice, PromptSpec } from '../api/types'
import { KIND_LABELS } from './kind-labels'

interface Props {
  spec: PromptSpec | undefined
  kind: KindChoice
  isFetching: boolean
}

/**
 * PromptReading says how the server read the prompt: the detected kind, the words it did and did not understand, and,
 * when no word named a shape, which one it chose and why.
 */
export function PromptReading({ spec, kind, isFetching }: Props) {
  if (!spec) {
    return (
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {isFetching ? 'Reading your prompt…' : 'Describe a block or item to see how it is read.'}
      </p>
    )
  }
  return (
    <div className="space-y-1.5 text-xs" aria-live="polite" data-testid="prompt-reading">
      <p>
        {kind === 'auto' ? 'Detected: ' : 'Generating as: '}
        <strong className="font-semibold">{KIND_LABELS[spec.kind]}</strong>
        {spec.family ? <span className="text-muted-foreground"> ({spec.family.replaceAll('_', ' ')})</span> : null}
      </p>
      {spec.understood.length > 0 ? <WordList label="Understood" words={spec.understood} className="bg-primary/10 text-primary" /> : null}
      {spec.unknown.length > 0 ? (
        <WordList label="Not understood" words={spec.unknown} className="bg-muted text-muted-foreground line-through" />
      ) : null}
      {spec.guess ? <p className="text-muted-foreground">{spec.guess}.</p> : null}
    </div>
  )
}

function WordList({ label, words, className }: { label: string; words: string[]; className: string }) {
  return (
    <p className="flex flex-wrap items-center gap-1">
      <span className="text-muted-foreground">{label}:</span>
      {words.map((w) => (
        <span key={w} className={`rounded px-1.5 py-0.5 font-medium ${className}`}>
          {w}
        </span>
      ))}
    </p>
  )
}
