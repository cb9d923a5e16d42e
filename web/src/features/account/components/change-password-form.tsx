import { useId, useState, type FormEvent } from 'react'
import { NewPasswordFields } from '@/components/new-password-fields'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { PasswordInput } from '@/components/ui/password-input'
import { toast } from '@/hooks/use-toast'
import { ApiError } from '@/lib/api-client'
import { useChangePassword } from '../api/change-password'

interface Props {
  /** False for an account made by Google sign-in: the form sets a first password, without the current one. */
  hasPassword: boolean
  /** Starts a Google sign-in that comes back to this page (the server wants a fresh one to set a password). */
  signInWithGoogle: () => void
}

/**
 * ChangePasswordForm: current, new and confirmed password; other sessions
 * end, this one stays. An account without a password sets its first one
 * without the current password, after a recent Google sign-in (a 403 offers one).
 */
export function ChangePasswordForm({ hasPassword, signInWithGoogle }: Props) {
  const id = useId()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [confirm, setConfirm] = useState('')
  const mutation = useChangePassword()
  const { error } = mutation
  const needsGoogle = error instanceof ApiError && error.status === 403

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (next !== confirm) {
      toast({
        variant: 'destructive',
        title: 'Passwords do not match',
        description: 'Type the same new password twice.',
      })
      return
    }
    mutation.mutate(
      { currentPassword: hasPassword ? current : '', newPassword: next },
      {
        onSuccess: () => {
          setCurrent('')
          setNext('')
          setConfirm('')
        },
      },
    )
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{hasPassword ? 'Change password' : 'Set a password'}</CardTitle>
        <CardDescription>
          {hasPassword
            ? 'Changing it signs you out everywhere else; this browser stays signed in.'
            : 'You sign in with Google. Set a password to log in with your email address too.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid max-w-md gap-4" onSubmit={submit}>
          {hasPassword ? (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-current`}>Current password</Label>
              <PasswordInput
                id={`${id}-current`}
                fieldLabel="current password"
                autoComplete="current-password"
                required
                value={current}
                onChange={(e) => setCurrent(e.target.value)}
              />
            </div>
          ) : null}
          <NewPasswordFields id={id} password={next} confirm={confirm} onPasswordChange={setNext} onConfirmChange={setConfirm} />
          {needsGoogle ? (
            <div role="alert" className="grid gap-3 rounded-lg border p-3 text-sm">
              <p>{error.message}</p>
              <div>
                <Button variant="outline" size="sm" onClick={signInWithGoogle}>
                  Sign in with Google
                </Button>
              </div>
            </div>
          ) : null}
          <div>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Saving...' : hasPassword ? 'Change Password' : 'Set Password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
