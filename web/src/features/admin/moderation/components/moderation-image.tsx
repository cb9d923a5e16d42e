import { useState } from 'react'
import { cn } from '@/lib/utils'

/**
 * ModerationImage is a reported or removed texture drawn crisp at 48 px;
 * decorative, as its title is written beside it. An image that will not load
 * shows a placeholder.
 */
export function ModerationImage({ src, className }: { src: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null)
  const box = cn('size-12 shrink-0 rounded-md border bg-muted/60', className)
  if (!src || failed === src) {
    return (
      <div aria-hidden="true" className={cn(box, 'flex items-center justify-center')}>
        <span className="text-[9px] leading-tight font-bold text-muted-foreground uppercase">No image</span>
      </div>
    )
  }
  return (
    <img
      src={src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      className={cn(box, 'pixelated')}
      style={{ imageRendering: 'pixelated' }}
    />
  )
}
