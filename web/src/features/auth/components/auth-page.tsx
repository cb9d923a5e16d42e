import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { toast } from '@/hooks/use-toast'
import { AccountForm } from './account-form'
import { AuthCard } from './auth-card'

/**
 * AuthPage is /auth: the Account dialog's form on a page (?mode=signup opens
 * the Sign Up tab). A Google sign-in started here lands on /dashboard; a
 * failed mobile one comes back as ?login=error, or ?login=closed when it was
 * a new person's and registration is closed.
 */
export function AuthPage() {
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const mode = params.get('mode') === 'signup' ? 'signup' : 'login'

  useEffect(() => {
    const outcome = params.get('login')
    if (outcome === 'error') {
      toast({ variant: 'destructive', title: 'Login failed', description: 'Google sign-in failed' })
    } else if (outcome === 'closed') {
      toast({
        variant: 'destructive',
        title: 'Registration is closed',
        description: 'Google sign-in failed: no new accounts are being made at the moment.',
      })
    } else {
      return
    }
    const rest = new URLSearchParams(params)
    rest.delete('login')
    setParams(rest, { replace: true })
  }, [params, setParams])

  return (
    <AuthCard>
      <div className="mb-6 grid gap-1.5 text-center">
        <h1 className="text-2xl font-bold tracking-tight">{mode === 'signup' ? 'Create your account' : 'Welcome back'}</h1>
        <p className="text-sm text-muted-foreground">
          {mode === 'signup' ? 'Sign up to start turning ideas into textures.' : 'Log in to generate, save and share your textures.'}
        </p>
      </div>
      <AccountForm
        mode={mode}
        onModeChange={(next) => setParams(next === 'signup' ? { mode: 'signup' } : {}, { replace: true })}
        onForgotPassword={() => void navigate('/forgot-password')}
        redirectTo="/dashboard"
      />
    </AuthCard>
  )
}
