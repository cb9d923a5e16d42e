import { LoaderCircle } from 'lucide-react'
import { Button } from '@/components/ui/button'

interface Props {
  /** What is loading, in a few words ("users"), for the loading and error texts. */
  what: string
  isPending: boolean
  error: Error | null
  isEmpty: boolean
  /** Said when there is nothing to list. */
  empty: string
  onRetry: () => void
}

/**
 * ListState is what an admin list shows instead of its rows: loading, the
 * error with a Retry button, or that there is nothing. It renders nothing once
 * there are rows.
 */
export function ListState({ what, isPending, error, isEmpty, empty, onRetry }: Props) {
  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        Loading {what}…
      </p>
    )
  }
  if (error) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 py-6 text-sm">
        <span>
          Could not load {what}: {error.message}
        </span>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Retry
        </Button>
      </div>
    )
  }
  if (isEmpty) return <p className="py-6 text-sm text-muted-foreground">{empty}</p>
  return null
}
