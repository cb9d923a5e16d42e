import { Package, Wand2 } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { loadedTextures, type SavedTexture } from '@/lib/saved-textures'
import type { ExportSlotProps, ShareSlotProps } from '@/lib/slots'
import { useTextures } from '../api/get-textures'
import { DeleteTextureDialog } from './delete-texture-dialog'
import { LoadMore } from './load-more'
import { RenameTextureDialog } from './rename-texture-dialog'
import { TextureCard } from './texture-card'
import { TexturesState } from './textures-state'

interface Props {
  /** The resource-pack export dialog (features/export), composed in src/app. */
  renderExport?: (props: ExportSlotProps) => ReactNode
  /** The share-to-showcase dialog (features/showcase), composed in src/app. */
  renderShare?: (props: ShareSlotProps) => ReactNode
}

/**
 * MyTexturesPage is /dashboard/textures: the saved textures as a crisp grid,
 * a page at a time (Load more), each with open in the studio, rename, delete
 * (after confirming) and a select box; the selection exports as one pack.
 */
export function MyTexturesPage({ renderExport, renderShare }: Props) {
  const pages = useTextures()
  const { data, isPending, isError, refetch, isRefetching, hasNextPage } = pages
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [renaming, setRenaming] = useState<SavedTexture | null>(null)
  const [deleting, setDeleting] = useState<SavedTexture | null>(null)
  const [exporting, setExporting] = useState(false)
  const [sharing, setSharing] = useState<number | null>(null)
  const textures = loadedTextures(data)
  // Only ids still in the list count (a texture may have been deleted elsewhere).
  const ids = textures.filter((t) => selected.has(t.id)).map((t) => t.id)

  const toggle = (id: number, on: boolean) =>
    setSelected((old) => {
      const next = new Set(old)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">My Textures</h1>
          <p className="mt-2 text-muted-foreground">Your saved textures: open one in the studio, or export several as a pack.</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/texture-studio">
            <Wand2 aria-hidden="true" />
            New texture
          </Link>
        </Button>
      </header>

      {textures.length > 0 ? (
        <div className="sticky top-16 z-20 flex min-h-12 flex-wrap items-center gap-3 rounded-lg border bg-background/95 px-3 py-2 backdrop-blur">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={ids.length === textures.length}
              onChange={(event) => setSelected(event.target.checked ? new Set(textures.map((t) => t.id)) : new Set())}
            />
            Select all
          </label>
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {ids.length === 0 ? `${textures.length}${hasNextPage ? '+' : ''} saved` : `${ids.length} selected`}
          </span>
          {ids.length > 0 && renderExport ? (
            <Button size="sm" className="ml-auto" onClick={() => setExporting(true)}>
              <Package aria-hidden="true" />
              {ids.length === 1 ? 'Export as a pack' : `Export ${ids.length} as one pack`}
            </Button>
          ) : null}
        </div>
      ) : null}

      <TexturesState
        isPending={isPending}
        isError={isError && !data}
        retrying={isRefetching}
        onRetry={() => void refetch()}
        empty={!!data && textures.length === 0}
      >
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5" aria-label="Saved textures">
          {textures.map((t) => (
            <TextureCard
              key={t.id}
              texture={t}
              selected={selected.has(t.id)}
              onSelectedChange={(on) => toggle(t.id, on)}
              onRename={() => setRenaming(t)}
              onDelete={() => setDeleting(t)}
              onShare={renderShare ? () => setSharing(t.id) : undefined}
            />
          ))}
        </ul>
        <LoadMore pages={pages} />
      </TexturesState>

      <RenameTextureDialog texture={renaming} onClose={() => setRenaming(null)} />
      <DeleteTextureDialog texture={deleting} onClose={() => setDeleting(null)} onDeleted={(id) => toggle(id, false)} />
      {renderExport?.({ open: exporting, onOpenChange: setExporting, textureIds: ids })}
      {sharing !== null ? renderShare?.({ open: true, onOpenChange: (open) => !open && setSharing(null), textureId: sharing }) : null}
    </div>
  )
}
