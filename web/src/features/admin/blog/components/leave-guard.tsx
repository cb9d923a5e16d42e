import { useEffect } from 'react'
import { useBlocker } from 'react-router'
import { ConfirmDialog } from '../../billing/components/confirm-dialog'

/**
 * LeaveGuard asks before the admin leaves the editor with unsaved changes
 * (when): a dialog for a move inside the app, the browser's own question for
 * closing or reloading the tab.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname)

  useEffect(() => {
    if (!when) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers ask only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [when])

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.()
      }}
      title="Leave without saving?"
      confirmLabel="Leave"
      pendingLabel="Leaving..."
      pending={false}
      destructive
      onConfirm={() => blocker.proceed?.()}
    >
      <p>This post has changes that are not saved. If you leave now, they are lost.</p>
    </ConfirmDialog>
  )
}
