import { useId, useState, type FormEvent } from 'react'
import { NewPasswordFields } from '@/components/new-password-fields'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { PasswordInput } from '@/components/ui/password-input'
import { toast } from '@/hooks/use-toast'
import { useChangePassword } from '../api/change-password'

/** ChangePasswordForm: current, new and confirmed password; other sessions end, this one stays. */
export function ChangePasswordForm() {
  const id = useId()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [confirm, setConfirm] = useState('')
  const mutation = useChangePassword()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (next !== confirm) {
      toast({ variant: 'destructive', title: 'Passwords do not match', description: 'Type the same new password twice.' })
      return
    }
    mutation.mutate(
      { currentPassword: current, newPassword: next },
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
        <CardTitle id={`${id}-title`}>Change password</CardTitle>
        <CardDescription>Changing it signs you out everywhere else; this browser stays signed in.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid max-w-md gap-4" onSubmit={submit}>
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
          <NewPasswordFields id={id} password={next} confirm={confirm} onPasswordChange={setNext} onConfirmChange={setConfirm} />
          <div>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Saving...' : 'Change Password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
