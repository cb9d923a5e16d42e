import { Sparkles } from 'lucide-react'
import { useId, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { TEXTURE_SIZES, type TextureSize } from '@/lib/texture'
import { useParsePrompt } from '../api/parse-prompt'
import type { KindChoice } from '../api/types'
import { useDebounced } from '@/hooks/use-debounced'
import { KIND_LABELS } from './kind-labels'
import { PromptReading } from './prompt-reading'
import { Segmented, type SegmentOption } from './segmented'

/** PARSE_DEBOUNCE_MS is how long typing must pause before the prompt is read. */
const PARSE_DEBOUNCE_MS = 300
const MAX_PROMPT_LENGTH = 500

const KIND_OPTIONS: SegmentOption<KindChoice>[] = (['auto', 'block', 'item', 'flat'] as const).map((k) => ({
  value: k,
  label: KIND_LABELS[k],
}))

interface Props {
  prompt: string
  onPromptChange: (prompt: string) => void
  kind: KindChoice
  onKindChange: (kind: KindChoice) => void
  size: TextureSize
  onSizeChange: (size: TextureSize) => void
  /** Whether the plan allows 32x32 and 64x64. */
  paidPlan: boolean
  /** Available credits, or null while loading. */
  credits: number | null
  busy: boolean
  onGenerate: () => void
}

/** PromptPanel is the studio's form: prompt, kind, size, the cost, and Generate. */
export function PromptPanel(props: Props) {
  const { prompt, kind, size, paidPlan, credits, busy } = props
  const promptId = useId()
  const trimmed = prompt.trim()
  const parse = useParsePrompt(useDebounced(trimmed, PARSE_DEBOUNCE_MS), kind)
  const sizeOptions: SegmentOption<TextureSize>[] = TEXTURE_SIZES.map((s) => ({
    value: s,
    label: `${s}x${s}`,
    note: s === 16 ? undefined : 'paid plans',
    disabled: s !== 16 && !paidPlan,
  }))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (trimmed && !busy) props.onGenerate()
  }

  return (
    <form onSubmit={submit} className="space-y-5" aria-label="Generate textures">
      <div className="space-y-2">
        <Label htmlFor={promptId}>Describe your block or item</Label>
        <textarea
          id={promptId}
          value={prompt}
          maxLength={MAX_PROMPT_LENGTH}
          rows={2}
          placeholder="e.g. mossy cobblestone, ruby sword, ancient map"
          onChange={(e) => props.onPromptChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault()
              e.currentTarget.form?.requestSubmit()
            }
          }}
          className="flex w-full resize-none rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 sm:text-sm"
        />
        <PromptReading spec={trimmed ? parse.data : undefined} kind={kind} isFetching={parse.isFetching} />
      </div>
      <Segmented legend="Kind" name="kind" value={kind} options={KIND_OPTIONS} onChange={props.onKindChange} />
      <Segmented legend="Size" name="size" value={size} options={sizeOptions} onChange={props.onSizeChange} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground" data-testid="credit-cost">
          Costs 1 credit · {credits === null ? '…' : credits} available
        </p>
        <Button type="submit" size="lg" disabled={!trimmed || busy}>
          <Sparkles aria-hidden="true" />
          {busy ? 'Generating…' : 'Generate'}
        </Button>
      </div>
    </form>
  )
}
