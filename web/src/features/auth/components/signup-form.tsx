import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { PasswordInput } from '@/components/ui/password-input'
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH } from '@/lib/password-policy'
import { useRegister } from '../api/register'
import { GoogleButton } from './google-button'

/** SignupForm: username, email, password with the policy hint, the newsletter tick, 'Sign Up', Google. */
export function SignupForm({ googleRedirectTo }: { googleRedirectTo?: string }) {
  const id = useId()
  const [username, setUsername] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [newsletter, setNewsletter] = useState(true)
  const registerMutation = useRegister()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    registerMutation.mutate({ username: username.trim(), email: email.trim(), password, newsletter })
  }

  return (
    <form className="grid gap-4" onSubmit={submit} aria-label="Sign up">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-username`}>Username</Label>
        <Input
          id={`${id}-username`}
          autoComplete="username"
          placeholder="steve_builds"
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </div>
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
        <Label htmlFor={`${id}-password`}>Password</Label>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          aria-describedby={`${id}-hint`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {PASSWORD_HINT}
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={newsletter}
          onChange={(e) => setNewsletter(e.target.checked)}
        />
        Receive updates and special offers
      </label>
      <Button type="submit" className="w-full" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? 'Creating account...' : 'Sign Up'}
      </Button>
      <GoogleButton label="Sign up with Google" redirectTo={googleRedirectTo} />
    </form>
  )
}
