import { useState } from 'react'
import { cn } from '@/lib/utils'
import { COVER_HEIGHT, COVER_WIDTH } from '../lib/format'

interface Props {
  src: string | null
  /** Covers say nothing the title does not: empty by default, so screen readers skip them. */
  alt?: string
  /** The post's own page loads its cover at once; the list's covers load as they scroll near. */
  eager?: boolean
  className?: string
}

/** PostCover is a post's cover image, pixel art drawn crisp; without one (or if it fails) a quiet placeholder keeps the layout. */
export function PostCover({ src, alt = '', eager = false, className }: Props) {
  const [failed, setFailed] = useState<string | null>(null)
  const frame = cn('aspect-[1200/630] w-full overflow-hidden bg-muted', className)
  if (!src || failed === src) return <div className={cn(frame, 'blog-cover-placeholder')} aria-hidden="true" />
  return (
    <div className={frame}>
      <img
        src={src}
        alt={alt}
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailed(src)}
        className="blog-cover size-full object-cover"
      />
    </div>
  )
}
