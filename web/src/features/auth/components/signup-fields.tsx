import { useId } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { PasswordInput } from '@/components/ui/password-input'
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH } from '@/lib/password-policy'

export interface SignupValues {
  username: string
  email: string
  password: string
  newsletter: boolean
}

interface Props {
  values: SignupValues
  onChange: (values: SignupValues) => void
  /**
   * The browser requires username and password (the dialog); the landing form
   * checks them itself to say what is missing in a toast (product.md §5).
   */
  browserChecks: boolean
  /** Username and email side by side on wider screens. */
  wide?: boolean
}

/** SignupFields: username, email, password with the policy hint, and the newsletter tick. */
export function SignupFields({ values, onChange, browserChecks, wide = false }: Props) {
  const id = useId()
  const set = (patch: Partial<SignupValues>) => onChange({ ...values, ...patch })
  return (
    <>
      <div className={wide ? 'grid gap-4 sm:grid-cols-2' : 'contents'}>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-username`}>Username</Label>
          <Input
            id={`${id}-username`}
            autoComplete="username"
            placeholder="steve_builds"
            required={browserChecks}
            value={values.username}
            onChange={(e) => set({ username: e.target.value })}
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
            value={values.email}
            onChange={(e) => set({ email: e.target.value })}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="new-password"
          required={browserChecks}
          minLength={browserChecks ? PASSWORD_MIN_LENGTH : undefined}
          aria-describedby={`${id}-hint`}
          value={values.password}
          onChange={(e) => set({ password: e.target.value })}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {PASSWORD_HINT}
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={values.newsletter}
          onChange={(e) => set({ newsletter: e.target.checked })}
        />
        Receive updates and special offers
      </label>
    </>
  )
}
