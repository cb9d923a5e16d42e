import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { MAX_TITLE_LENGTH } from '@/lib/saved-textures'

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
  defaultTitle: string
  /** Whether the texture is already in My Textures (the save updates it). */
  update: boolean
  pending: boolean
  onSave: (title: string) => void
}

/** SaveDialog asks for the title and saves the texture to My Textures. */
export function SaveDialog({ open, onOpenChange, ...props }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open ? <SaveForm {...props} /> : null}</DialogContent>
    </Dialog>
  )
}

function SaveForm({ defaultTitle, update, pending, onSave }: Omit<Props, 'open' | 'onOpenChange'>) {
  const [title, setTitle] = useState(defaultTitle)
  const id = useId()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (title.trim()) onSave(title.trim())
  }
  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{update ? 'Save changes' : 'Save texture'}</DialogTitle>
        <DialogDescription>
          {update ? 'Update this texture in My Textures.' : 'Keep this texture in My Textures to export or share it later.'}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={id}>Title</Label>
        <Input id={id} value={title} maxLength={MAX_TITLE_LENGTH} required onChange={(e) => setTitle(e.target.value)} />
      </div>
      <DialogFooter>
        <Button type="submit" disabled={pending || !title.trim()}>
          {pending ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  )
}
