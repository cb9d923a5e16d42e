import { Download, Star, ThumbsDown, ThumbsUp } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { cn } from '@/lib/utils'
import type { ShowcaseTexture } from '../api/types'
import { compactCount, sharedOn } from '../lib/format'
import type { ViewMode } from '../lib/view-mode'
import { TextureImage } from './texture-image'

interface Props {
  texture: ShowcaseTexture
  mode: ViewMode
  /** Where the card leads: the texture's /showcase/{id}, keeping the list's query. */
  to: string
}

// Whole-number scales keep every texel the same size: 128 px is 8x a 16x16 texture, 4x a 32x32, 2x a 64x64.
const TILE_IMAGE: Record<ViewMode, string> = { mobile: 'size-32', compact: 'size-32', grid: 'size-48', list: 'size-16' }

/** The state a card's link passes: the page keeps its scroll, and closing the dialog goes back. */
const OPENED_FROM_LIST = { keepScroll: true, fromList: true }

/** ShowcaseCard is one texture in the list: a tile with an overlay on hover or touch, or a row in list view. */
export function ShowcaseCard({ texture: t, mode, to }: Props) {
  const [touched, setTouched] = useState(false)
  if (mode === 'list') {
    return (
      <li>
        <Link
          to={to}
          state={OPENED_FROM_LIST}
          aria-label={`${t.title} by ${t.username}`}
          className="flex items-center gap-4 rounded-xl border bg-card p-3 transition-colors hover:bg-accent/60"
          data-testid="showcase-card"
        >
          <TextureImage src={t.imageUrl} alt={t.title} size={t.size} className={cn('shrink-0 rounded-sm bg-muted/60', TILE_IMAGE.list)} />
          <div className="min-w-0 flex-1">
            <h2 className="flex items-center gap-1.5 truncate font-semibold">
              {t.title}
              {t.featured ? <Star className="size-3.5 shrink-0 fill-amber-400 text-amber-500" aria-label="Featured" /> : null}
            </h2>
            <p className="truncate text-sm text-muted-foreground">{t.description}</p>
            <p className="text-xs text-muted-foreground">
              by {t.username} · {sharedOn(t.createdAt)}
            </p>
          </div>
          <Counts texture={t} className="hidden shrink-0 sm:flex" />
        </Link>
      </li>
    )
  }
  return (
    <li>
      <Link
        to={to}
        state={OPENED_FROM_LIST}
        aria-label={`${t.title} by ${t.username}`}
        onTouchStart={() => setTouched(true)}
        data-touched={touched || undefined}
        className="group relative flex aspect-square items-center justify-center overflow-hidden rounded-lg border bg-muted/60 focus-visible:outline-offset-2"
        data-testid="showcase-card"
      >
        <TextureImage src={t.imageUrl} alt={t.title} size={t.size} className={cn('max-w-full', TILE_IMAGE[mode])} />
        {t.featured ? (
          <Star className="absolute top-1.5 right-1.5 size-4 fill-amber-400 text-amber-500 drop-shadow" aria-label="Featured" />
        ) : null}
        <div
          className="absolute inset-x-0 bottom-0 translate-y-full bg-gradient-to-t from-black/85 via-black/70 to-transparent p-2 pt-6 text-white transition-transform duration-200 group-hover:translate-y-0 group-focus-visible:translate-y-0 group-data-[touched]:translate-y-0"
          data-testid="card-overlay"
        >
          <p className="truncate text-sm font-semibold">{t.title}</p>
          <p className="truncate text-xs opacity-85">by {t.username}</p>
          <Counts texture={t} className="mt-1 text-white/90" />
        </div>
      </Link>
      {mode === 'grid' ? (
        <div className="px-1 pt-2">
          <p className="truncate text-sm font-medium">{t.title}</p>
          <p className="truncate text-xs text-muted-foreground">by {t.username}</p>
        </div>
      ) : null}
    </li>
  )
}

function Counts({ texture: t, className }: { texture: ShowcaseTexture; className?: string }) {
  return (
    <p className={cn('flex items-center gap-3 text-xs tabular-nums', className)}>
      <span className="flex items-center gap-1" title="Upvotes">
        <ThumbsUp className="size-3.5" aria-hidden="true" />
        <span className="sr-only">Upvotes: </span>
        {compactCount(t.upvotes)}
      </span>
      <span className="flex items-center gap-1" title="Downvotes">
        <ThumbsDown className="size-3.5" aria-hidden="true" />
        <span className="sr-only">Downvotes: </span>
        {compactCount(t.downvotes)}
      </span>
      {t.licenseType === 'free' ? (
        <span className="flex items-center gap-1" title="Downloads">
          <Download className="size-3.5" aria-hidden="true" />
          <span className="sr-only">Downloads: </span>
          {compactCount(t.downloadCount)}
        </span>
      ) : null}
    </p>
  )
}
