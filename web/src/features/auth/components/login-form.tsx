import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { PasswordInput } from '@/components/ui/password-input'
import { useLogin } from '../api/login'
import { GoogleButton } from './google-button'

interface Props {
  onForgotPassword: () => void
  /** Where the sign-in lands (Google's too); see useCompleteSignIn. */
  redirectTo?: string
}

/** LoginForm: email, password, 'Keep me logged in' (ticked), 'Forgot Password?', 'Log In', Google. */
export function LoginForm({ onForgotPassword, redirectTo }: Props) {
  const id = useId()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [rememberMe, setRememberMe] = useState(true)
  const loginMutation = useLogin(redirectTo)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    loginMutation.mutate({ email: email.trim(), password, rememberMe })
  }

  return (
    <form className="grid gap-4" onSubmit={submit} aria-label="Log in">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <div className="flex items-center justify-between">
          <Label htmlFor={`${id}-password`}>Password</Label>
          <button
            type="button"
            className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
            onClick={onForgotPassword}
          >
            Forgot Password?
          </button>
        </div>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
        Keep me logged in
      </label>
      <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? 'Logging in...' : 'Log In'}
      </Button>
      <GoogleButton label="Sign in with Google" redirectTo={redirectTo} />
    </form>
  )
}
