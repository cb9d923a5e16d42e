import { Star } from 'lucide-react'
import { Link } from 'react-router'
import type { ReportedTexture as Texture } from '../api/types'
import { ModerationImage } from './moderation-image'

/** ReportedTexture is a report's texture: its image, its title (a link while it is in the showcase) and its state. */
export function ReportedTexture({ texture: t, showcaseId }: { texture: Texture; showcaseId: number }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <ModerationImage src={t.imageUrl} />
      <div className="min-w-0">
        {t.removed ? (
          <span className="font-medium break-words">{t.title}</span>
        ) : (
          <Link to={`/showcase/${showcaseId}`} className="font-medium break-words text-primary underline-offset-4 hover:underline">
            {t.title}
          </Link>
        )}
        <div className="flex flex-wrap gap-2 text-xs text-muted-foreground">
          {t.removed ? <span className="font-medium text-destructive">Removed</span> : null}
          {t.featured ? (
            <span className="inline-flex items-center gap-1">
              <Star className="size-3 fill-amber-400 text-amber-500" aria-hidden="true" />
              Featured
            </span>
          ) : null}
        </div>
      </div>
    </div>
  )
}
