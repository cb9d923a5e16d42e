import { Loader2, Newspaper, RotateCw, SearchX } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** BlogLoading holds the list's place while its first page loads. */
export function BlogLoading() {
  return (
    <div role="status" className="grid gap-4">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        Loading posts…
      </p>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="h-80 animate-pulse rounded-xl bg-muted motion-reduce:animate-none" />
        ))}
      </div>
    </div>
  )
}

/** BlogError says the list could not load, with Retry. */
export function BlogError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="grid justify-items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <h2 className="text-lg font-semibold">Could not load posts</h2>
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw className={retrying ? 'animate-spin motion-reduce:animate-none' : undefined} aria-hidden="true" />
        Retry
      </Button>
    </div>
  )
}

/** BlogEmpty: with a tag or search, 'No posts match' and a way back to every post; with none, 'No posts yet'. */
export function BlogEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      {filtered ? (
        <>
          <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">No posts match</h2>
          <p className="text-sm text-muted-foreground">Try another tag or search.</p>
          <Button variant="outline" onClick={onClear}>
            Show all posts
          </Button>
        </>
      ) : (
        <>
          <Newspaper className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">No posts yet</h2>
          <p className="text-sm text-muted-foreground">News, guides and pixel-art tips will appear here soon.</p>
        </>
      )}
    </div>
  )
}
