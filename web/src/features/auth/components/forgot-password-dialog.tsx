import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useForgotPassword } from '../hooks/use-forgot-password'
import { ForgotPasswordPanel } from './forgot-password-panel'

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
  onBackToLogin: () => void
  /** Where focus goes once the dialog has closed (by default, to what had it before). */
  onCloseAutoFocus?: (event: Event) => void
}

/** ForgotPasswordDialog is the Reset Password dialog; closing it clears it after 300 ms (product.md §4). */
export function ForgotPasswordDialog({ open, onOpenChange, onBackToLogin, onCloseAutoFocus }: Props) {
  const state = useForgotPassword()

  const changeOpen = (next: boolean) => {
    if (!next) state.resetLater()
    onOpenChange(next)
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      {/* The sent state has its own Close button; one is enough. */}
      <DialogContent hideClose={state.status === 'sent'} onCloseAutoFocus={onCloseAutoFocus}>
        <ForgotPasswordPanel
          state={state}
          renderHeading={(title, description) => (
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>{description}</DialogDescription>
            </DialogHeader>
          )}
          onBackToLogin={() => {
            state.resetLater()
            onBackToLogin()
          }}
          onClose={() => changeOpen(false)}
        />
      </DialogContent>
    </Dialog>
  )
}
