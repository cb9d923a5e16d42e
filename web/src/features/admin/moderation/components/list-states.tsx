import { Loader2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'

interface Props {
  /** The loading, error and empty texts. */
  loading: string
  error: string
  empty: string
  query: {
    isPending: boolean
    isError: boolean
    refetch: () => unknown
    hasNextPage: boolean
    isFetchingNextPage: boolean
    isFetchNextPageError: boolean
    fetchNextPage: () => unknown
  }
  count: number
  children: ReactNode
}

/** ListStates shows a paged list's loading, error and empty states, or the list with 'Load more' while there is more. */
export function ListStates({ loading, error, empty, query, count, children }: Props) {
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {loading}
      </p>
    )
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span>{error}</span>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    )
  }
  if (count === 0) return <p className="text-sm text-muted-foreground">{empty}</p>
  return (
    <div className="grid gap-4">
      {children}
      {query.hasNextPage ? (
        <div className="grid justify-items-center gap-2">
          {query.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-destructive">
              Could not load more.
            </p>
          ) : null}
          <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Load more
          </Button>
        </div>
      ) : null}
    </div>
  )
}
