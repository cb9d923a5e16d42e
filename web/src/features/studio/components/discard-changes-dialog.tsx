import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'

interface Props {
  open: boolean
  /** Stay in the editor with the edits. */
  onKeep: () => void
  /** Go on and lose the edits. */
  onDiscard: () => void
}

/** DiscardChangesDialog asks before unsaved pixel edits are thrown away. */
export function DiscardChangesDialog({ open, onKeep, onDiscard }: Props) {
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onKeep())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Discard your changes?</DialogTitle>
          <DialogDescription>The texture in the editor has edits that are not saved. They will be lost.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onKeep}>
            Keep editing
          </Button>
          <Button variant="destructive" onClick={onDiscard}>
            Discard changes
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
