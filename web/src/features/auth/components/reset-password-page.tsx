import { CircleCheck, TriangleAlert } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { NewPasswordFields } from '@/components/new-password-fields'
import { Button } from '@/components/ui/button'
import { openAccountDialog } from '@/hooks/use-account-dialog'
import { toast } from '@/hooks/use-toast'
import { ApiError } from '@/lib/api-client'
import { INVALID_RESET_LINK, useResetPassword } from '../api/reset-password'
import { AuthCard } from './auth-card'

function InvalidLink() {
  return (
    <div className="grid gap-4 text-center">
      <TriangleAlert className="mx-auto size-10 text-ember" aria-hidden="true" />
      <h1 className="text-2xl font-bold tracking-tight">Link invalid or expired</h1>
      <p className="text-sm text-muted-foreground">{INVALID_RESET_LINK} Reset links work once and expire after an hour.</p>
      <Button asChild>
        <Link to="/forgot-password">Request a new link</Link>
      </Button>
    </div>
  )
}

function PasswordReset({ message }: { message: string }) {
  return (
    <div className="grid gap-4 text-center">
      <CircleCheck className="mx-auto size-10 text-primary" aria-hidden="true" />
      <h1 className="text-2xl font-bold tracking-tight">Password reset</h1>
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button onClick={() => openAccountDialog('login')}>Log In</Button>
    </div>
  )
}

/** ResetPasswordPage is /reset-password?token=...: choose a new password with the emailed link. */
export function ResetPasswordPage() {
  const id = useId()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [invalid, setInvalid] = useState(false)
  const mutation = useResetPassword()

  if (!token || invalid)
    return (
      <AuthCard>
        <InvalidLink />
      </AuthCard>
    )
  if (mutation.isSuccess) {
    return (
      <AuthCard>
        <PasswordReset message={mutation.data.message || 'Your password has been reset. You can log in with it now.'} />
      </AuthCard>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (password !== confirm) {
      toast({
        variant: 'destructive',
        title: 'Passwords do not match',
        description: 'Type the same new password twice.',
      })
      return
    }
    mutation.mutate(
      { token, password },
      {
        onError: (err) => {
          const message = err instanceof ApiError ? err.message : 'An error occurred, please try again'
          if (message === INVALID_RESET_LINK) setInvalid(true)
          else toast({ variant: 'destructive', title: 'Password not reset', description: message })
        },
      },
    )
  }

  return (
    <AuthCard>
      <form className="grid gap-4" onSubmit={submit}>
        <div className="grid gap-1.5">
          <h1 className="text-2xl font-bold tracking-tight">Choose a new password</h1>
          <p className="text-sm text-muted-foreground">Your other sessions end once the password is changed.</p>
        </div>
        <NewPasswordFields id={id} password={password} confirm={confirm} onPasswordChange={setPassword} onConfirmChange={setConfirm} />
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  )
}
