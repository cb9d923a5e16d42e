import { lazy, useState } from 'react'
import { HydrateLater } from '@/components/hydrate-later'
import { BenefitCards } from './benefit-cards'
import { Deferred } from './deferred'
import { EditableText } from './editable-text'
import { PromptBox } from './prompt-box'
import { SampleVariations } from './sample-variations'
import { SuggestionChips } from './suggestion-chips'

// The carousel (embla) starts below the fold on most screens: its own chunk.
const FeaturedCarousel = lazy(() => import('./featured-carousel'))

/** Hero: the editable headline, the prompt with its suggestions, the benefits and the featured textures. */
export function Hero() {
  const [prompt, setPrompt] = useState('')
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(var(--grid-line)_1px,transparent_1px),linear-gradient(90deg,var(--grid-line)_1px,transparent_1px)] bg-[size:32px_32px] [mask-image:radial-gradient(ellipse_at_top,black_40%,transparent_75%)]"
      />
      <div
        aria-hidden="true"
        className="absolute top-[-10rem] left-1/2 -z-10 h-[28rem] w-[48rem] -translate-x-1/2 rounded-full bg-primary/20 blur-3xl dark:bg-primary/15"
      />
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-20 sm:px-6 sm:pt-16">
        <div className="grid items-center gap-12 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 text-xs font-medium text-muted-foreground backdrop-blur">
              <span className="size-2 rounded-[1px] bg-ember" aria-hidden="true" />
              AI pixel-art textures for block-building games
            </p>
            <EditableText
              as="h1"
              id="hero-heading"
              elementId="hero_main_title"
              label="Hero title"
              fallback="From idea to texture in about 30 seconds"
              className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            />
            <EditableText
              elementId="hero_subtitle"
              label="Hero subtitle"
              fallback="Describe a block or item in plain words. Texelforge paints sixteen crisp 16x16 variations to preview in 3D, touch up pixel by pixel and export in one click."
              className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground"
            />
            {/* Hydrated with the page, not later: the first thing a visitor uses. */}
            <PromptBox value={prompt} onChange={setPrompt} className="mt-8" />
            <div className="mt-4">
              <SuggestionChips onPick={setPrompt} />
            </div>
          </div>
          <HydrateLater>
            <SampleVariations />
          </HydrateLater>
        </div>
        <div className="mt-16">
          <HydrateLater>
            <BenefitCards />
          </HydrateLater>
        </div>
        <Deferred placeholder={<div className="mt-14 h-[17rem]" />}>
          <FeaturedCarousel />
        </Deferred>
      </div>
    </section>
  )
}
