import { ArrowLeft, ArrowRight, Download, MousePointerClick, PenLine } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { PromptBox } from './prompt-box'

const STEPS = [
  {
    Icon: PenLine,
    title: 'Describe',
    text: 'Type what you want in plain words: "mossy cobblestone", "ruby sword", "treasure map". Texelforge reads the material, colours and style, and tells you which words it did not understand.',
  },
  {
    Icon: MousePointerClick,
    title: 'Choose',
    text: 'Sixteen variations arrive together. Compare them on a 3D block or item, pick the one you like and touch up any pixel in the editor.',
  },
  {
    Icon: Download,
    title: 'Export',
    text: 'Save it to your textures, then download a crisp PNG or a ready resource pack for your game version, or share it with the community.',
  },
] as const

/** clampStep keeps the step within 1-3 (product.md §4). */
export function clampStep(step: number): number {
  return Math.min(STEPS.length, Math.max(1, step))
}

/** HowItWorks walks through the three steps; 'Try It Yourself' swaps in a live prompt box. */
export function HowItWorks() {
  const [step, setStep] = useState(1)
  const [trying, setTrying] = useState(false)
  const [prompt, setPrompt] = useState('')
  const current = STEPS[step - 1]!

  return (
    <section id="how-it-works" aria-labelledby="how-heading" className="scroll-mt-20">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <h2 id="how-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          How it works
        </h2>
        <p className="mt-3 max-w-2xl text-muted-foreground">Three steps from an idea to a texture in your game.</p>
        <div className="mt-10 grid gap-8 md:grid-cols-[16rem_minmax(0,1fr)]">
          <ol className="flex gap-2 md:flex-col">
            {STEPS.map((s, i) => (
              <li key={s.title} className="flex-1 md:flex-none">
                <button
                  type="button"
                  onClick={() => setStep(i + 1)}
                  aria-current={step === i + 1 ? 'step' : undefined}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-lg border px-3 py-2 text-left text-sm font-medium transition-colors',
                    step === i + 1 ? 'border-primary bg-primary/10 text-foreground' : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  <span className="grid size-6 shrink-0 place-items-center rounded-md bg-muted font-mono text-xs">{i + 1}</span>
                  {s.title}
                </button>
              </li>
            ))}
          </ol>
          <div className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
            {trying ? (
              <div>
                <h3 className="text-xl font-semibold">Try it yourself</h3>
                <p className="mt-2 text-sm text-muted-foreground">Describe a block or item and open it in the studio.</p>
                <PromptBox value={prompt} onChange={setPrompt} autoFocus className="mt-6" />
              </div>
            ) : (
              <div aria-live="polite">
                <p className="text-sm font-medium text-primary">
                  Step {step} of {STEPS.length}
                </p>
                <h3 className="mt-2 flex items-center gap-3 text-xl font-semibold">
                  <current.Icon className="size-6 text-primary" aria-hidden="true" />
                  {current.title}
                </h3>
                <p className="mt-3 max-w-prose leading-relaxed text-muted-foreground">{current.text}</p>
              </div>
            )}
            <div className="mt-8 flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setStep((s) => clampStep(s - 1))} disabled={trying || step === 1}>
                <ArrowLeft aria-hidden="true" />
                Previous
              </Button>
              <Button variant="outline" onClick={() => setStep((s) => clampStep(s + 1))} disabled={trying || step === STEPS.length}>
                Next
                <ArrowRight aria-hidden="true" />
              </Button>
              <Button className="ml-auto" onClick={() => setTrying((t) => !t)}>
                {trying ? 'Back to the steps' : 'Try It Yourself'}
              </Button>
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
