import { lazy, memo, Suspense, type ReactNode } from 'react'
import { HydrateLater } from '@/components/hydrate-later'
import type { PlanEditorSlotProps } from '@/lib/slots'
import { FeatureGrid } from './feature-grid'
import { FloatingPrompt } from './floating-prompt'
import { Hero } from './hero'
import { TextureStrip } from './texture-strip'

const BelowFold = lazy(() => import('./below-fold'))

interface Props {
  /** The sign-up form, from the auth feature (composed in src/app). */
  signupForm: ReactNode
  /** The admin plan editor, from the admin feature (composed in src/app). */
  renderPlanEditor?: (props: PlanEditorSlotProps) => ReactNode
}

/** HomePage is the landing page: hero, features, how it works, pricing, testimonials, FAQ and sign-up (product.md §2). */
export function HomePage({ signupForm, renderPlanEditor }: Props) {
  return (
    <>
      <Hero />
      <section id="features" aria-labelledby="features-heading" className="scroll-mt-20 border-t">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <h2 id="features-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Everything between the prompt and your resource pack
          </h2>
          <p className="mt-3 max-w-2xl text-muted-foreground">
            99% faster than drawing each texture by hand, and a fraction of what a freelancer charges. One credit buys one prompt and its
            sixteen textures.
          </p>
          <div className="mt-10">
            <HydrateLater>
              <FeatureGrid />
            </HydrateLater>
          </div>
          <div className="mt-14">
            <h3 className="text-lg font-semibold">Blocks, items and flat items</h3>
            <p className="mt-2 max-w-2xl text-sm text-muted-foreground">
              Seamless block faces that tile without a visible edge, item sprites with a clean outline on a transparent background, and flat
              icons for maps, discs and book pages.
            </p>
            <div className="mt-6">
              <HydrateLater>
                <TextureStrip />
              </HydrateLater>
            </div>
          </div>
        </div>
      </section>
      <LowerSections signupForm={signupForm} renderPlanEditor={renderPlanEditor} />
      <FloatingPrompt />
    </>
  )
}

/**
 * LowerSections are how it works, pricing, testimonials, FAQ and sign-up, in
 * their own chunk. On a prerendered page React keeps their HTML until the
 * chunk is in, then hydrates them (ADR 0013). Memoised: a re-render of the
 * page reaching them before that would make React render them from scratch.
 */
const LowerSections = memo(function LowerSections(props: Props) {
  return (
    // Rendered in the browser, the fallback holds the sections' height, so the footer does not jump.
    <Suspense fallback={<div className="min-h-[240rem]" />}>
      <BelowFold {...props} />
    </Suspense>
  )
})
