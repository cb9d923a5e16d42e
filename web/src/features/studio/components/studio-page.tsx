import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { Card } from '@/components/ui/card'
import type { TextureSize } from '@/lib/texture'
import { useAvailableCredits } from '../api/get-credits'
import type { KindChoice } from '../api/types'
import { useGeneration } from '../hooks/use-generation'
import { useOpenTexture } from '../hooks/use-open-texture'
import { DiscardChangesDialog } from './discard-changes-dialog'
import { GenerationProgress } from './generation-progress'
import { NoCreditsDialog } from './no-credits-dialog'
import { PromptPanel } from './prompt-panel'
import type { StudioSlots } from './slots'
import { TextureEditor } from './texture-editor'
import { VariationGrid } from './variation-grid'

interface Props extends StudioSlots {
  /** Whether the user's plan allows 32x32 and 64x64. */
  paidPlan: boolean
  /** Told whether the editor holds edits that are not saved (to guard leaving the page). */
  onDirtyChange?: (dirty: boolean) => void
  /** Shown under the heading, such as another feature's notice about the account. */
  notice?: ReactNode
}

function textureIdFrom(value: string | null): number | null {
  const id = Number(value)
  return value && Number.isInteger(id) && id > 0 ? id : null
}

/** StudioPage is /texture-studio for a signed-in user: prompt, 16 variations, the editor. */
export function StudioPage({ paidPlan, renderPreview, renderExport, renderShare, onDirtyChange, notice }: Props) {
  const [params, setParams] = useSearchParams()
  const [prompt, setPrompt] = useState(() => params.get('prompt') ?? '')
  const [kind, setKind] = useState<KindChoice>('auto')
  const [size, setSize] = useState<TextureSize>(16)
  const [selected, setSelected] = useState<number | null>(null)
  const credits = useAvailableCredits()
  const run = useGeneration()
  const { opened, openVariation, loadingSaved } = useOpenTexture(textureIdFrom(params.get('texture')))
  const editorRef = useRef<HTMLElement>(null)
  const [dirty, setDirty] = useState(false)
  // A variation chosen while the editor has unsaved edits waits for the user's answer.
  const [pendingVariation, setPendingVariation] = useState<number | null>(null)
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange])
  const g = run.generation
  const textures = g?.state === 'done' ? (g.textures ?? []) : []

  const generate = () => {
    setSelected(null)
    setParams(
      (p) => {
        p.set('prompt', prompt.trim())
        return p
      },
      { replace: true },
    )
    run.start({ prompt: prompt.trim(), kind, size })
  }

  const openAt = (i: number) => {
    if (!g) return
    setSelected(i)
    void openVariation(g, i).then(() => {
      // One column (phones, tablets): bring the editor into view.
      if (window.matchMedia('(max-width: 1023px)').matches) editorRef.current?.scrollIntoView({ block: 'start' })
    })
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight">Texture Studio</h1>
        <p className="mt-1 text-muted-foreground">Describe it, pick one of 16 variations, touch it up, save and export.</p>
      </header>
      {notice}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <div className="space-y-6">
          <Card className="space-y-5 p-4 sm:p-6">
            <PromptPanel
              prompt={prompt}
              onPromptChange={setPrompt}
              kind={kind}
              onKindChange={setKind}
              size={size}
              onSizeChange={setSize}
              paidPlan={paidPlan}
              credits={credits}
              busy={run.busy}
              onGenerate={generate}
            />
            {run.busy ? <GenerationProgress generation={g} /> : null}
          </Card>
          <Card className="space-y-3 p-4 sm:p-6" aria-labelledby="variations-heading">
            <div className="flex items-baseline justify-between gap-2">
              <h2 id="variations-heading" className="text-lg font-semibold tracking-tight">
                Variations
              </h2>
              {run.elapsedMs !== null && textures.length > 0 ? (
                <p className="text-xs text-muted-foreground" data-testid="generation-time">
                  {textures.length} in {(run.elapsedMs / 1000).toFixed(1)} s
                </p>
              ) : null}
            </div>
            {textures.length > 0 && g ? (
              <VariationGrid
                textures={textures}
                size={g.size}
                kind={g.kind}
                selected={selected}
                onSelect={(i) => (dirty ? setPendingVariation(i) : openAt(i))}
              />
            ) : (
              <p className="text-sm text-muted-foreground">
                {run.busy ? 'Your variations appear here in a moment.' : 'Generate to see 16 variations here.'}
              </p>
            )}
          </Card>
        </div>
        <Card ref={editorRef} className="min-w-0 scroll-mt-20 space-y-4 p-4 sm:p-6" aria-labelledby="editor-heading">
          <h2 id="editor-heading" className="text-lg font-semibold tracking-tight">
            Pixel editor
          </h2>
          {opened ? (
            <TextureEditor
              key={opened.key}
              texture={opened}
              renderPreview={renderPreview}
              renderExport={renderExport}
              renderShare={renderShare}
              onDirtyChange={setDirty}
            />
          ) : (
            <p className="text-sm text-muted-foreground">
              {loadingSaved ? 'Opening your texture…' : 'Choose a variation to edit it, preview it in 3D and save it.'}
            </p>
          )}
        </Card>
      </div>
      <NoCreditsDialog message={run.noCredits} prompt={prompt.trim()} onClose={run.dismissNoCredits} />
      <DiscardChangesDialog
        open={pendingVariation !== null}
        onKeep={() => setPendingVariation(null)}
        onDiscard={() => {
          if (pendingVariation !== null) openAt(pendingVariation)
          setPendingVariation(null)
        }}
      />
    </div>
  )
}
