import { useEffect } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { AccountMode } from '@/hooks/use-account-dialog'
import { useCurrentUser, type User } from '@/lib/auth'
import { AccountForm } from './account-form'

const HEADINGS: Record<AccountMode, { title: string; description: string }> = {
  login: { title: 'Welcome back', description: 'Log in to generate, save and share your textures.' },
  signup: { title: 'Create your account', description: 'Sign up to start turning ideas into textures.' },
}

interface Props {
  open: boolean
  mode: AccountMode
  onOpenChange: (open: boolean) => void
  onModeChange: (mode: AccountMode) => void
  onForgotPassword: () => void
  /** Where a sign-in from the dialog lands, Google's included; by default /dashboard, or the page itself for Google. */
  redirectTo?: string
  /** Called once a user is signed in; the dialog closes itself (product.md §4). */
  onSuccess?: (user: User) => void
  /** Where focus goes once the dialog has closed (by default, to what had it before). */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * AccountDialog is the Login / Sign Up dialog. Its content mounts on every
 * open, so passwords and their visibility start empty and hidden each time.
 */
export function AccountDialog({
  open,
  mode,
  onOpenChange,
  onModeChange,
  onForgotPassword,
  redirectTo,
  onSuccess,
  onCloseAutoFocus,
}: Props) {
  const { user } = useCurrentUser()

  useEffect(() => {
    if (!open || !user) return
    onOpenChange(false)
    onSuccess?.(user)
  }, [open, user, onOpenChange, onSuccess])

  const heading = HEADINGS[mode]
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{heading.title}</DialogTitle>
          <DialogDescription>{heading.description}</DialogDescription>
        </DialogHeader>
        <AccountForm
          mode={mode}
          onModeChange={onModeChange}
          onForgotPassword={onForgotPassword}
          redirectTo={redirectTo}
          onNavigate={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  )
}
