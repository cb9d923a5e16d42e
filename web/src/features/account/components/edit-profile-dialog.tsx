import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { User } from '@/lib/auth'
import { EditProfileForm } from './edit-profile-form'

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
  user: User
}

/** EditProfileDialog: 'Edit Profile', its avatar form, Cancel and Save Changes (product.md §2). */
export function EditProfileDialog({ open, onOpenChange, user }: Props) {
  const close = () => onOpenChange(false)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Profile</DialogTitle>
          <DialogDescription>Customize your profile with a personal avatar</DialogDescription>
        </DialogHeader>
        <EditProfileForm user={user} onCancel={close} onSaved={close} />
      </DialogContent>
    </Dialog>
  )
}
