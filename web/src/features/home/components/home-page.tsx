import { FeatureGrid } from './feature-grid'
import { Hero } from './hero'
import { TextureStrip } from './texture-strip'

/** HomePage is the landing page until the full one (pricing, FAQ, sign-up) is built. */
export function HomePage() {
  return (
    <>
      <Hero />
      <section aria-labelledby="kinds-heading" className="border-y bg-muted/40">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <h2 id="kinds-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Blocks, items and flat items
          </h2>
          <p className="mt-3 max-w-2xl text-muted-foreground">
            Seamless block faces that tile without a visible edge, item sprites with a clean outline on a transparent
            background, and flat icons for maps, discs and book pages.
          </p>
          <div className="mt-10">
            <TextureStrip />
          </div>
        </div>
      </section>
      <section aria-labelledby="features-heading">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <h2 id="features-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Everything between the prompt and your resource pack
          </h2>
          <p className="mt-3 max-w-2xl text-muted-foreground">
            99% faster than drawing each texture by hand, and a fraction of what a freelancer charges. One credit buys
            one prompt and its sixteen textures.
          </p>
          <div className="mt-10">
            <FeatureGrid />
          </div>
        </div>
      </section>
    </>
  )
}
