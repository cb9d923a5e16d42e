import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'

interface Props {
  title: string
  open: boolean
  pending: boolean
  onCancel: () => void
  onConfirm: () => void
}

/** RemoveTextureDialog asks before a reported texture leaves the showcase, saying what that does. */
export function RemoveTextureDialog({ title, open, pending, onCancel, onConfirm }: Props) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove “{title}” from the showcase?</DialogTitle>
          <DialogDescription>
            The texture leaves the showcase for everyone: its page, image and download stop working, and every open report of it is closed.
            Its owner keeps it in My Textures, and you can restore it from Removed textures.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? 'Removing...' : 'Remove texture'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
