import useEmblaCarousel from 'embla-carousel-react'
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useCallback, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { prefersReducedMotion, useMediaQuery } from '@/hooks/use-media-query'
import { useFeatured } from '../api/get-featured'
import { useAutoplay } from '../hooks/use-autoplay'
import { relativeTime } from '../lib/relative-time'
import { SAMPLE_TEXTURES, type FeaturedTexture } from '../lib/samples'

/** Phones show at most this many featured textures (product.md §9). */
const PHONE_MAX_FEATURED = 6

/**
 * FeaturedCarousel shows the featured community textures, or the bundled
 * samples when none are featured or the list fails: it loops, moves on every
 * 3 s, holds while hovered or focused, and shows 2/3/4/6 at a time by width.
 */
export default function FeaturedCarousel() {
  const { data, isPending } = useFeatured()
  const phone = useMediaQuery('(max-width: 767px)')
  const all = data && data.length > 0 ? data : isPending ? [] : SAMPLE_TEXTURES
  const textures = phone ? all.slice(0, PHONE_MAX_FEATURED) : all
  const fromCommunity = data !== undefined && data.length > 0

  const [viewport, api] = useEmblaCarousel({ loop: true, align: 'start' })
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [paused, setPaused] = useState(prefersReducedMotion)
  const next = useCallback(() => api?.scrollNext(), [api])
  useAutoplay(api ? next : undefined, !hovered && !focused && !paused && textures.length > 1)

  return (
    <section aria-labelledby="featured-heading" aria-roledescription="carousel" className="mt-14">
      <div className="mb-4 flex items-end justify-between gap-4">
        <div>
          <h2 id="featured-heading" className="text-lg font-semibold">
            {fromCommunity ? 'Featured from the community' : 'Made with Texelforge'}
          </h2>
          <p className="text-sm text-muted-foreground">
            {fromCommunity ? 'Picked by our curators from the showcase.' : 'One prompt each, straight from the generator.'}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="outline" size="icon" aria-label="Previous textures" onClick={() => api?.scrollPrev()}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={paused ? 'Play carousel' : 'Pause carousel'}
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          </Button>
          <Button variant="outline" size="icon" aria-label="Next textures" onClick={() => api?.scrollNext()}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div
        ref={viewport}
        className="overflow-hidden"
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        <ul className="-ml-3 flex touch-pan-y" data-testid="featured-track">
          {textures.map((t, i) => (
            <li
              key={t.id}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${textures.length}`}
              className="min-w-0 shrink-0 grow-0 basis-1/2 pl-3 sm:basis-1/3 md:basis-1/4 lg:basis-1/6"
            >
              <FeaturedCard texture={t} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function FeaturedCard({ texture }: { texture: FeaturedTexture }) {
  return (
    <Link
      to={texture.href}
      className="group block rounded-xl border bg-card p-3 text-card-foreground transition-colors hover:border-primary"
    >
      <div className="grid aspect-square place-items-center rounded-lg bg-muted/60">
        <img
          src={texture.imageUrl}
          alt={texture.title}
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          className="pixelated size-24"
        />
      </div>
      <p className="mt-2 truncate text-sm font-medium group-hover:text-primary">{texture.title}</p>
      <p className="flex justify-between gap-2 text-xs text-muted-foreground">
        <span className="truncate">by {texture.username}</span>
        <span className="shrink-0">{relativeTime(texture.createdAt)}</span>
      </p>
    </Link>
  )
}
