import { Pencil } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { UserAvatar } from '@/components/user-avatar'
import type { User } from '@/lib/auth'
import { ChangePasswordForm } from './change-password-form'
import { DeleteAccountSection } from './delete-account-section'

const EditProfileDialog = lazy(async () => ({ default: (await import('./edit-profile-dialog')).EditProfileDialog }))

interface Props {
  user: User
  /** Starts a Google sign-in that comes back to returnTo: accounts without a password confirm with it. */
  signInWithGoogle: (returnTo: string) => void
}

/** ProfileSettings is /dashboard/profile: the avatar with 'Edit Profile', the password form, and deleting the account. */
export function ProfileSettings({ user, signInWithGoogle }: Props) {
  const [editing, setEditing] = useState(false)
  const [dialogLoaded, setDialogLoaded] = useState(false)
  const edit = () => {
    setDialogLoaded(true)
    setEditing(true)
  }
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Profile Settings</h1>
        <p className="mt-2 text-muted-foreground">Your picture, your password and your account.</p>
      </header>
      <Card aria-label="Profile">
        <CardContent className="flex flex-col items-center gap-5 sm:flex-row">
          <UserAvatar user={user} className="size-20 text-3xl" />
          <div className="min-w-0 flex-1 text-center sm:text-left">
            <p className="truncate text-lg font-semibold">{user.username}</p>
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          </div>
          <Button variant="outline" onClick={edit}>
            <Pencil aria-hidden="true" />
            Edit Profile
          </Button>
        </CardContent>
      </Card>
      <ChangePasswordForm hasPassword={user.hasPassword} signInWithGoogle={() => signInWithGoogle('/dashboard/profile')} />
      <DeleteAccountSection hasPassword={user.hasPassword} signInWithGoogle={signInWithGoogle} />
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <EditProfileDialog open={editing} onOpenChange={setEditing} user={user} />
        </Suspense>
      ) : null}
    </div>
  )
}
