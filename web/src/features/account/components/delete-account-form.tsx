import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { PasswordInput } from '@/components/ui/password-input'
import { ApiError } from '@/lib/api-client'
import { useDeleteAccount } from '../api/delete-account'

export interface DeleteAccountFormProps {
  hasPassword: boolean
  /** The page opened right after a Google sign-in made to confirm (an account without a password). */
  signedInAgain: boolean
  /** Starts a Google sign-in that comes back to this dialog. */
  confirmWithGoogle: () => void
  onCancel: () => void
}

/**
 * DeleteAccountForm confirms with the password or, for an account without
 * one, a fresh Google sign-in (the server allows 10 minutes after it).
 * Errors show the server's message and keep the form; a 403 means the
 * sign-in is too old, so the Google step comes back.
 */
export function DeleteAccountForm({ hasPassword, signedInAgain, confirmWithGoogle, onCancel }: DeleteAccountFormProps) {
  const id = useId()
  const [password, setPassword] = useState('')
  const [needsGoogle, setNeedsGoogle] = useState(!hasPassword && !signedInAgain)
  const mutation = useDeleteAccount()
  const busy = mutation.isPending || mutation.isSuccess

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (needsGoogle) {
      confirmWithGoogle()
      return
    }
    mutation.mutate(hasPassword ? { password } : {}, {
      onError: (err) => setNeedsGoogle(err instanceof ApiError && err.status === 403),
    })
  }

  return (
    <form className="grid gap-4" onSubmit={submit}>
      {hasPassword ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-password`}>Password</Label>
          <PasswordInput
            id={`${id}-password`}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
      ) : (
        <p className="text-sm">
          {needsGoogle
            ? 'Your account has no password, so confirm that it is you: sign in with Google again, then delete the account within 10 minutes.'
            : 'You signed in with Google again: you can delete your account now.'}
        </p>
      )}
      {mutation.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {mutation.error.message}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
        {needsGoogle ? (
          <Button type="submit">Sign in with Google to confirm</Button>
        ) : (
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? 'Deleting...' : 'Delete my account'}
          </Button>
        )}
      </DialogFooter>
    </form>
  )
}
