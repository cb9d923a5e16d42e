import { Loader2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import type { ShowcaseTexture } from '../api/types'
import { VIEW_MODE_GRID, type ViewMode } from '../lib/view-mode'
import { ShowcaseCard } from './showcase-card'

interface Props {
  textures: ShowcaseTexture[]
  mode: ViewMode
  linkTo: (id: number) => string
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
}

/** ShowcaseList lays the textures out by view mode and loads the next page as its end scrolls into view. */
export function ShowcaseList({ textures, mode, linkTo, hasMore, loadingMore, onLoadMore }: Props) {
  const end = useRef<HTMLDivElement>(null)
  const load = useRef(onLoadMore)
  useEffect(() => {
    load.current = onLoadMore
  })

  useEffect(() => {
    const el = end.current
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return
    // Start loading a screen before the end, so scrolling rarely waits.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load.current(), {
      rootMargin: '0px 0px 800px 0px',
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [hasMore, textures.length])

  return (
    <>
      <ul className={VIEW_MODE_GRID[mode]} aria-label="Community textures" data-view-mode={mode}>
        {textures.map((t) => (
          <ShowcaseCard key={t.id} texture={t} mode={mode} to={linkTo(t.id)} />
        ))}
      </ul>
      <div ref={end} className="flex justify-center py-4">
        {hasMore ? (
          <Button variant="outline" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {loadingMore ? 'Loading more...' : 'Load more'}
          </Button>
        ) : textures.length > 0 ? (
          <p className="text-sm text-muted-foreground">You have seen every texture.</p>
        ) : null}
      </div>
    </>
  )
}
