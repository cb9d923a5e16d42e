import { Loader2 } from 'lucide-react'
import { Button } from '@/components/ui/button'

interface Props {
  pages: {
    hasNextPage: boolean
    isFetchingNextPage: boolean
    isFetchNextPageError: boolean
    fetchNextPage: () => Promise<unknown>
  }
}

/** LoadMore fetches My Textures' next page; after a failed try it says so and offers the button again. */
export function LoadMore({ pages }: Props) {
  if (!pages.hasNextPage) return null
  return (
    <div className="grid justify-items-center gap-2 pt-2">
      {pages.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load more textures.
        </p>
      ) : null}
      <Button variant="outline" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
        {pages.isFetchingNextPage ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Load more
      </Button>
    </div>
  )
}
