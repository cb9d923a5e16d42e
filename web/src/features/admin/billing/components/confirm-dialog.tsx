import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** What will happen, in words: named amounts, who is affected, whether it can be undone. */
  children: ReactNode
  confirmLabel: string
  /** The label while the action runs ("Refunding..."). */
  pendingLabel: string
  pending: boolean
  destructive?: boolean
  onConfirm: () => void
}

/**
 * ConfirmDialog asks before an admin action that changes something for good.
 * It stays open while the action runs; the caller closes it when it is done.
 */
export function ConfirmDialog({ open, onOpenChange, title, children, confirmLabel, pendingLabel, pending, destructive, onConfirm }: Props) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div className="grid gap-2">{children}</div>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button variant={destructive ? 'destructive' : 'default'} onClick={onConfirm} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
