import { Clock, Coins, Layers } from 'lucide-react'
import { VariationGrid } from './variation-grid'

const HIGHLIGHTS = [
  { Icon: Clock, text: 'About 30 seconds from idea to texture' },
  { Icon: Layers, text: '16 variations per prompt' },
  { Icon: Coins, text: '1 credit = 16 textures' },
]

/** Hero: the headline, what Texelforge does, and a sample of one prompt's results. */
export function Hero() {
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
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 text-xs font-medium text-muted-foreground backdrop-blur">
            <span className="size-2 rounded-[1px] bg-ember" aria-hidden="true" />
            AI pixel-art textures for block-building games
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            From idea to texture in{' '}
            <span className="bg-gradient-to-r from-primary to-ember bg-clip-text text-transparent">about 30 seconds</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">
            Describe a block or item in plain words. Texelforge paints sixteen crisp 16x16 variations, lets you
            check them in a 3D preview, touch them up in a pixel-perfect editor and export them in one click. No
            drawing skills needed.
          </p>
          <ul className="mt-8 flex flex-col gap-3 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
            {HIGHLIGHTS.map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-2 font-medium">
                <Icon className="size-4 text-primary" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <VariationGrid />
      </div>
    </section>
  )
}
