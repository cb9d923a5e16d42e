import { Loader2 } from 'lucide-react'
import { Button } from '@/components/ui/button'

interface Props {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  fetchNextPage: () => unknown
}

/** LoadMore follows a list's server cursor: a 'Load more' button while there are more, and a note if a page failed. */
export function LoadMore({ hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage }: Props) {
  if (!hasNextPage) return null
  return (
    <div className="grid justify-items-center gap-2">
      {isFetchNextPageError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load more. Try again.
        </p>
      ) : null}
      <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
        {isFetchingNextPage ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Load more
      </Button>
    </div>
  )
}
