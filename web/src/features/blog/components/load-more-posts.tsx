import { Loader2 } from 'lucide-react'
import { Button } from '@/components/ui/button'

interface Props {
  hasMore: boolean
  loading: boolean
  failed: boolean
  onLoadMore: () => void
}

/** LoadMorePosts follows the list's cursor: 'Load more' while there are more, with a note when a page failed. */
export function LoadMorePosts({ hasMore, loading, failed, onLoadMore }: Props) {
  if (!hasMore) return null
  return (
    <div className="grid justify-items-center gap-2">
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load more posts. Try again.
        </p>
      ) : null}
      <Button variant="outline" onClick={onLoadMore} disabled={loading}>
        {loading ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
        {loading ? 'Loading more...' : 'Load more'}
      </Button>
    </div>
  )
}
