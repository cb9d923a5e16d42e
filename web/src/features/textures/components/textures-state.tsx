import { ImageOff, Loader2, RotateCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

interface Props {
  isPending: boolean
  isError: boolean
  retrying: boolean
  onRetry: () => void
  empty: boolean
  children: ReactNode
}

/** TexturesState shows My Textures' loading, error and empty states, else the grid (children). */
export function TexturesState({ isPending, isError, retrying, onRetry, empty, children }: Props) {
  if (isPending) {
    return (
      <div role="status" className="grid gap-4">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Loading your textures...
        </p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5" aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="aspect-[4/5] animate-pulse rounded-xl bg-muted" />
          ))}
        </div>
      </div>
    )
  }
  if (isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 rounded-xl border border-dashed p-10 text-center">
        <h2 className="text-lg font-semibold">Error loading textures</h2>
        <p className="text-sm text-muted-foreground">Could not load your textures from the server.</p>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
          Retry
        </Button>
      </div>
    )
  }
  if (empty) {
    return (
      <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-10 text-center">
        <ImageOff className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">No saved textures yet</h2>
        <p className="max-w-sm text-sm text-muted-foreground">
          Describe a block or item in the studio, pick a variation and save it: it shows up here.
        </p>
        <Button asChild>
          <Link to="/texture-studio">Go to Texture Studio</Link>
        </Button>
      </div>
    )
  }
  return children
}
