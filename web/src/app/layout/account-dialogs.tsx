import { lazy, Suspense, useState } from 'react'
import {
  closeAccountDialogs,
  openAccountDialog,
  openForgotPasswordDialog,
  returnFocusToOpener,
  useAccountDialog,
} from '@/hooks/use-account-dialog'

// The dialogs' code (forms, Radix Dialog and Tabs) loads on first open.
const AccountDialog = lazy(async () => ({
  default: (await import('@/features/auth/components/account-dialog')).AccountDialog,
}))
const ForgotPasswordDialog = lazy(async () => ({
  default: (await import('@/features/auth/components/forgot-password-dialog')).ForgotPasswordDialog,
}))

const closeIfHidden = (open: boolean) => {
  if (!open) closeAccountDialogs()
}

/**
 * AccountDialogs mounts the Account and Reset Password dialogs once one is
 * asked for (openAccountDialog, openForgotPasswordDialog) and keeps them
 * mounted so they can animate out.
 */
export function AccountDialogs() {
  const { open, mode, returnTo } = useAccountDialog()
  const [mounted, setMounted] = useState({ account: false, forgot: false })
  if (open === 'account' && !mounted.account) setMounted({ ...mounted, account: true })
  if (open === 'forgot-password' && !mounted.forgot) setMounted({ ...mounted, forgot: true })

  return (
    <Suspense fallback={null}>
      {mounted.account ? (
        <AccountDialog
          open={open === 'account'}
          mode={mode}
          redirectTo={returnTo}
          onOpenChange={closeIfHidden}
          onModeChange={(next) => openAccountDialog(next)}
          onForgotPassword={openForgotPasswordDialog}
          onCloseAutoFocus={returnFocusToOpener}
        />
      ) : null}
      {mounted.forgot ? (
        <ForgotPasswordDialog
          open={open === 'forgot-password'}
          onOpenChange={closeIfHidden}
          onBackToLogin={() => openAccountDialog('login')}
          onCloseAutoFocus={returnFocusToOpener}
        />
      ) : null}
    </Suspense>
  )
}
