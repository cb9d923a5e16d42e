import { Label } from '@/components/ui/label'
import { PasswordInput } from '@/components/ui/password-input'
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH } from '@/lib/password-policy'

interface Props {
  /** A unique id prefix (useId) for the fields and the hint. */
  id: string
  password: string
  confirm: string
  onPasswordChange: (value: string) => void
  onConfirmChange: (value: string) => void
}

/** NewPasswordFields asks for a new password twice, with the policy hint. */
export function NewPasswordFields({ id, password, confirm, onPasswordChange, onConfirmChange }: Props) {
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-new`}>New password</Label>
        <PasswordInput
          id={`${id}-new`}
          fieldLabel="new password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          aria-describedby={`${id}-hint`}
          value={password}
          onChange={(e) => onPasswordChange(e.target.value)}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {PASSWORD_HINT}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-confirm`}>Confirm new password</Label>
        <PasswordInput
          id={`${id}-confirm`}
          fieldLabel="confirmed password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => onConfirmChange(e.target.value)}
        />
      </div>
    </>
  )
}
