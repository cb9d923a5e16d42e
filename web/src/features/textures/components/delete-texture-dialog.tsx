import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { toast } from '@/hooks/use-toast'
import type { SavedTexture } from '@/lib/saved-textures'
import { useDeleteTexture } from '../api/delete-texture'

interface Props {
  /** The texture to delete once confirmed; null closes the dialog. */
  texture: SavedTexture | null
  onClose: () => void
  onDeleted: (id: number) => void
}

/** DeleteTextureDialog asks before a saved texture is deleted for good. */
export function DeleteTextureDialog({ texture, onClose, onDeleted }: Props) {
  const remove = useDeleteTexture()
  return (
    <Dialog open={texture !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete texture?</DialogTitle>
          <DialogDescription>“{texture?.title}” will be deleted for good. This cannot be undone.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={remove.isPending || texture === null}
            onClick={() => {
              if (!texture) return
              remove.mutate(texture.id, {
                onSuccess: () => {
                  toast({ title: 'Texture deleted', description: `“${texture.title}” was deleted.` })
                  onDeleted(texture.id)
                  onClose()
                },
                onError: (err) => toast({ title: 'Delete failed', description: err.message, variant: 'destructive' }),
              })
            }}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
