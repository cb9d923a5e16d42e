import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { DeleteAccountForm, type DeleteAccountFormProps } from './delete-account-form'

/**
 * DeleteAccountDialog: what goes, then the confirmation. It is mounted when
 * it opens, so it starts afresh each time and gives focus back to what
 * opened it.
 */
export function DeleteAccountDialog({ onCancel, ...form }: DeleteAccountFormProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            Your account, saved textures, credits and their history, shared textures and votes go for good. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DeleteAccountForm {...form} onCancel={onCancel} />
      </DialogContent>
    </Dialog>
  )
}
