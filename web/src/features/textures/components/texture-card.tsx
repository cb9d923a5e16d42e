import { Globe, Pencil, Share2, Trash2, Wand2 } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import type { SavedTexture } from '@/lib/saved-textures'
import { KIND_NAMES } from '@/lib/texture'
import { cn } from '@/lib/utils'
import { savedOn } from '../lib/title'

interface Props {
  texture: SavedTexture
  selected: boolean
  onSelectedChange: (selected: boolean) => void
  onRename: () => void
  onDelete: () => void
  /** Opens the share dialog; absent when sharing is not offered. */
  onShare?: () => void
}

/** TextureCard is one saved texture: the crisp image, its title, a select box and its actions. */
export function TextureCard({ texture, selected, onSelectedChange, onRename, onDelete, onShare }: Props) {
  return (
    <li
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-shadow hover:shadow-md',
        selected && 'ring-2 ring-primary',
      )}
      data-testid="texture-card"
    >
      <label className="absolute top-2 left-2 z-10 flex size-8 cursor-pointer items-center justify-center rounded-md bg-background/90 shadow-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={selected}
          aria-label={`Select ${texture.title}`}
          onChange={(event) => onSelectedChange(event.target.checked)}
        />
      </label>
      <div className="flex aspect-square items-center justify-center bg-muted/50 p-4">
        <img
          src={texture.imageUrl}
          alt={texture.title}
          width={texture.size}
          height={texture.size}
          loading="lazy"
          className="pixelated aspect-square w-full max-w-40"
          style={{ imageRendering: 'pixelated' }}
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="min-w-0">
          <h2 className="truncate text-sm font-semibold" title={texture.title}>
            {texture.title}
          </h2>
          <p className="text-xs text-muted-foreground">
            {KIND_NAMES[texture.kind]} · {texture.size}x{texture.size} · {savedOn(texture.updatedAt || texture.createdAt)}
          </p>
          {texture.showcaseId !== null ? (
            <Link
              to={`/showcase/${texture.showcaseId}`}
              className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-primary hover:underline"
            >
              <Globe className="size-3" aria-hidden="true" />
              Shared
            </Link>
          ) : null}
        </div>
        <div className="mt-auto flex items-center gap-1">
          <Button asChild size="sm" variant="secondary" className="flex-1">
            <Link to={`/texture-studio?texture=${texture.id}`} aria-label={`Open ${texture.title} in the studio`}>
              <Wand2 aria-hidden="true" />
              Open
            </Link>
          </Button>
          {onShare ? (
            <Button size="icon" variant="ghost" className="size-8" aria-label={`Share ${texture.title}`} onClick={onShare}>
              <Share2 aria-hidden="true" />
            </Button>
          ) : null}
          <Button size="icon" variant="ghost" className="size-8" aria-label={`Rename ${texture.title}`} onClick={onRename}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="size-8 text-destructive hover:text-destructive"
            aria-label={`Delete ${texture.title}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  )
}
