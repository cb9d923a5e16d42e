import { MailCheck } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { ForgotPasswordState } from '../hooks/use-forgot-password'

interface Props {
  state: ForgotPasswordState
  /** Renders the heading and its text (a dialog title, or the page's h1). */
  renderHeading: (title: string, description: string) => ReactNode
  onBackToLogin: () => void
  onClose: () => void
}

/** ForgotPasswordPanel is the Reset Password form and its 'Check Your Email' confirmation. */
export function ForgotPasswordPanel({ state, renderHeading, onBackToLogin, onClose }: Props) {
  const id = useId()
  const { email, setEmail, status, submit } = state

  if (status === 'sent') {
    return (
      <div className="grid gap-4">
        <MailCheck className="mx-auto size-10 text-primary sm:mx-0" aria-hidden="true" />
        {renderHeading(
          'Check Your Email',
          `If an account exists with the email ${email.trim()}, you'll receive a password reset link shortly.`,
        )}
        <p className="text-sm text-muted-foreground">
          The link works once and expires after an hour. Don't see the email? Check your spam or junk folder.
        </p>
        <Button onClick={onClose}>Close</Button>
      </div>
    )
  }

  const sending = status === 'sending'
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {renderHeading('Reset Password', "Enter your account's email address and we'll send you a link to reset your password.")}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={sending}>
        {sending ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <Button variant="ghost" onClick={onBackToLogin} disabled={sending}>
        Back to Login
      </Button>
    </form>
  )
}
