import { ImageOff, Loader2, RotateCw, SearchX } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** ShowcaseLoading is the first page's loading state. */
export function ShowcaseLoading() {
  return (
    <div role="status" className="grid gap-4">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Loading community textures...
      </p>
      <div className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6" aria-hidden="true">
        {Array.from({ length: 12 }, (_, i) => (
          <div key={i} className="aspect-square animate-pulse rounded-lg bg-muted" />
        ))}
      </div>
    </div>
  )
}

/** ShowcaseError is the screen-level error with Retry. */
export function ShowcaseError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="grid justify-items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <h2 className="text-lg font-semibold">Error loading textures</h2>
      <p className="text-sm text-muted-foreground">Could not load textures from the server. Please try again later.</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
        Retry
      </Button>
    </div>
  )
}

/**
 * ShowcaseEmpty: with a search or filters, 'No matching textures found' and a
 * way to reset them; with none, the showcase is simply empty so far.
 */
export function ShowcaseEmpty({ filtered, onReset }: { filtered: boolean; onReset: () => void }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      {filtered ? (
        <>
          <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">No matching textures found</h2>
          <p className="text-sm text-muted-foreground">Try changing your filter options</p>
          <Button variant="outline" onClick={onReset}>
            Reset All Filters
          </Button>
        </>
      ) : (
        <>
          <ImageOff className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">No community textures found</h2>
          <p className="text-sm text-muted-foreground">Be the first to share a texture to the community showcase!</p>
        </>
      )}
    </div>
  )
}
