import { useState } from 'react'
import { cn } from '@/lib/utils'

interface Props {
  /** The picture; when missing or broken, the fallback shows. */
  src?: string | null
  /** What shows without a picture, usually an initial. */
  fallback: string
  className?: string
}

/** Avatar is a round picture with a text fallback (decorative: label its parent). */
export function Avatar({ src, fallback, className }: Props) {
  const [broken, setBroken] = useState<string | null>(null)
  const showImage = Boolean(src) && broken !== src
  return (
    <span
      className={cn(
        'relative flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary text-sm font-semibold text-primary-foreground',
        className,
      )}
      aria-hidden="true"
    >
      {showImage ? (
        <img src={src ?? undefined} alt="" className="size-full object-cover" onError={() => setBroken(src ?? null)} />
      ) : (
        fallback
      )}
    </span>
  )
}
