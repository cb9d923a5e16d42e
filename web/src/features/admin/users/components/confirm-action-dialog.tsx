import { useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useUserAction, type UserAction } from '../api/user-actions'

interface Props {
  userId: number
  action: UserAction
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** What will happen, in full. */
  children: ReactNode
  confirmLabel: string
  destructive?: boolean
  /** Text the admin must type to confirm (the username, for a deletion). */
  typeToConfirm?: string
  /** After the action succeeded and the data is refreshed. */
  onDone?: () => void
}

/** ConfirmActionDialog asks before an action on a user, saying what will happen, and runs it. */
export function ConfirmActionDialog(props: Props) {
  const { userId, action, open, onOpenChange, title, children, confirmLabel, destructive, typeToConfirm, onDone } = props
  const run = useUserAction(userId)
  const [typed, setTyped] = useState('')
  const ready = typeToConfirm === undefined || typed.trim() === typeToConfirm

  const change = (next: boolean) => {
    if (!next) setTyped('')
    onOpenChange(next)
  }
  const confirm = () =>
    run.mutate(action, {
      onSuccess: () => {
        change(false)
        onDone?.()
      },
    })

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div className="grid gap-2">{children}</div>
          </DialogDescription>
        </DialogHeader>
        {typeToConfirm !== undefined ? (
          <div className="grid gap-2">
            <Label htmlFor="confirm-text">
              Type <span className="font-mono font-semibold">{typeToConfirm}</span> to confirm
            </Label>
            <Input id="confirm-text" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => change(false)}>
            Cancel
          </Button>
          <Button variant={destructive ? 'destructive' : 'default'} disabled={!ready || run.isPending} onClick={confirm}>
            {run.isPending ? 'Working…' : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
