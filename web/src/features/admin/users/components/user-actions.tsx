import { Coins, KeyRound, MailCheck, ShieldMinus, ShieldPlus, Trash2, UserCheck, UserX } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useUserAction } from '../api/user-actions'
import type { AdminUser, UserCredits } from '../api/types'
import { ConfirmActionDialog } from './confirm-action-dialog'
import { CreditDialog } from './credit-dialog'

type Open = 'credits' | 'admin' | 'suspend' | 'delete' | null

/**
 * UserActions is what an admin can do to an account. Each action says the
 * server's answer in a toast and refreshes the page; the server refuses what
 * it must (your own rights, the last admin) and its message is shown.
 */
export function UserActions({ user, credits }: { user: AdminUser; credits: UserCredits }) {
  const [open, setOpen] = useState<Open>(null)
  const mail = useUserAction(user.id)
  const navigate = useNavigate()
  const close = (next: boolean) => (next ? undefined : setOpen(null))

  return (
    <Card aria-labelledby="user-actions-title">
      <CardHeader>
        <CardTitle id="user-actions-title">Actions</CardTitle>
        <CardDescription>Each one is recorded in the audit log.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setOpen('credits')}>
          <Coins aria-hidden="true" />
          Grant or take credits
        </Button>
        <Button variant="outline" onClick={() => setOpen('admin')}>
          {user.isAdmin ? <ShieldMinus aria-hidden="true" /> : <ShieldPlus aria-hidden="true" />}
          {user.isAdmin ? 'Remove admin' : 'Make admin'}
        </Button>
        {user.emailVerified ? null : (
          <Button variant="outline" disabled={mail.isPending} onClick={() => mail.mutate({ kind: 'verification' })}>
            <MailCheck aria-hidden="true" />
            Resend verification
          </Button>
        )}
        <Button variant="outline" disabled={mail.isPending} onClick={() => mail.mutate({ kind: 'password-reset' })}>
          <KeyRound aria-hidden="true" />
          Send password reset
        </Button>
        <Button variant="outline" onClick={() => setOpen('suspend')}>
          {user.suspended ? <UserCheck aria-hidden="true" /> : <UserX aria-hidden="true" />}
          {user.suspended ? 'Unsuspend' : 'Suspend'}
        </Button>
        <Button variant="destructive" onClick={() => setOpen('delete')}>
          <Trash2 aria-hidden="true" />
          Delete user
        </Button>
      </CardContent>

      <CreditDialog user={user} credits={credits} open={open === 'credits'} onOpenChange={close} />
      <ConfirmActionDialog
        userId={user.id}
        action={{ kind: 'admin', isAdmin: !user.isAdmin }}
        open={open === 'admin'}
        onOpenChange={close}
        title={user.isAdmin ? `Remove ${user.username}'s admin rights?` : `Make ${user.username} an admin?`}
        confirmLabel={user.isAdmin ? 'Remove admin' : 'Make admin'}
        destructive={user.isAdmin}
      >
        {user.isAdmin ? (
          <p>They lose the admin area and every admin action at once. The last admin cannot be removed.</p>
        ) : (
          <p>They can then see and change everything in the admin area: users, credits, content, billing, settings and mail.</p>
        )}
      </ConfirmActionDialog>
      <ConfirmActionDialog
        userId={user.id}
        action={{ kind: user.suspended ? 'unsuspend' : 'suspend' }}
        open={open === 'suspend'}
        onOpenChange={close}
        title={user.suspended ? `Unsuspend ${user.username}?` : `Suspend ${user.username}?`}
        confirmLabel={user.suspended ? 'Unsuspend' : 'Suspend'}
        destructive={!user.suspended}
      >
        {user.suspended ? (
          <p>They can sign in again, with their password or Google.</p>
        ) : (
          <>
            <p>All their sessions end now, on every device, and they can't sign in until you unsuspend them.</p>
            <p>Their textures, showcase entries and credits are kept.</p>
          </>
        )}
      </ConfirmActionDialog>
      <ConfirmActionDialog
        userId={user.id}
        action={{ kind: 'delete' }}
        open={open === 'delete'}
        onOpenChange={close}
        title={`Delete ${user.username}?`}
        confirmLabel="Delete user"
        destructive
        typeToConfirm={user.username}
        onDone={() => navigate('/admin/users', { replace: true })}
      >
        <p>
          The account is deleted for good: their saved textures, their showcase entries and votes, their credits and ledger, and their
          sessions. A live subscription is cancelled first. This cannot be undone.
        </p>
      </ConfirmActionDialog>
    </Card>
  )
}
