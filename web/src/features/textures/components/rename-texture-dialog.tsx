import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/hooks/use-toast'
import { MAX_TITLE_LENGTH, type SavedTexture } from '@/lib/saved-textures'
import { useRenameTexture } from '../api/rename-texture'
import { titleError } from '../lib/title'

interface Props {
  /** The texture being renamed; null closes the dialog. */
  texture: SavedTexture | null
  onClose: () => void
}

/** RenameTextureDialog changes a saved texture's title. */
export function RenameTextureDialog({ texture, onClose }: Props) {
  return (
    <Dialog open={texture !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename texture</DialogTitle>
          <DialogDescription>Give “{texture?.title}” a new title.</DialogDescription>
        </DialogHeader>
        {texture ? <RenameForm key={texture.id} texture={texture} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function RenameForm({ texture, onClose }: { texture: SavedTexture; onClose: () => void }) {
  const [title, setTitle] = useState(texture.title)
  const [tried, setTried] = useState(false)
  const rename = useRenameTexture()
  const error = tried ? titleError(title) : null

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setTried(true)
        if (titleError(title)) return
        rename.mutate(
          { id: texture.id, title: title.trim() },
          {
            onSuccess: () => {
              toast({ title: 'Texture renamed' })
              onClose()
            },
            onError: (err) => toast({ title: 'Rename failed', description: err.message, variant: 'destructive' }),
          },
        )
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="rename-title">Title</Label>
        <Input
          id="rename-title"
          value={title}
          maxLength={MAX_TITLE_LENGTH + 20}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'rename-title-error' : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        {error ? (
          <p id="rename-title-error" className="text-xs text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={rename.isPending}>
          {rename.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  )
}
