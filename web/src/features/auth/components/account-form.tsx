import type { AccountMode } from '@/hooks/use-account-dialog'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { LoginForm } from './login-form'
import { SignupForm } from './signup-form'
import { TermsLine } from './terms-line'

interface Props {
  mode: AccountMode
  onModeChange: (mode: AccountMode) => void
  onForgotPassword: () => void
  /** Where a sign-in lands: by default /dashboard (or the studio it started on), and for Google the page itself. */
  redirectTo?: string
  /** Called when a footer link is followed (the dialog closes). */
  onNavigate?: () => void
}

/** AccountForm is the Login / Sign Up tabs and the terms line: the Account dialog's body and the /auth page's. */
export function AccountForm({ mode, onModeChange, onForgotPassword, redirectTo, onNavigate }: Props) {
  return (
    <div className="grid gap-5">
      <Tabs value={mode} onValueChange={(value) => onModeChange(value === 'signup' ? 'signup' : 'login')}>
        <TabsList className="w-full">
          <TabsTrigger value="login">Login</TabsTrigger>
          <TabsTrigger value="signup">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="login">
          <LoginForm onForgotPassword={onForgotPassword} redirectTo={redirectTo} />
        </TabsContent>
        <TabsContent value="signup">
          <SignupForm redirectTo={redirectTo} />
        </TabsContent>
      </Tabs>
      <TermsLine onNavigate={onNavigate} />
    </div>
  )
}
